import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import type { UploadFileSetting } from '../../api/applications';
import { fileProblem, formatMegabytes, readAsBase64, type AttachmentFile } from './fileRules';

interface AttachmentInputProps {
  source: string;
  label: string;
  setting: UploadFileSetting;
  /** The message when a file is required and none is attached, or undefined. */
  requiredMessage?: string;
}

/**
 * Files within GetUploadFileSetting: a file of another kind or over the size is refused as it is
 * picked, with its name in the message; the count and a required file are checked on submit.
 */
export function AttachmentInput({ source, label, setting, requiredMessage }: AttachmentInputProps) {
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  const [picked, setPicked] = useState<string[]>([]);
  const { field, fieldState } = useController({
    name: source,
    defaultValue: [],
    rules: {
      validate: (value: AttachmentFile[] | undefined) => {
        const files = value ?? [];
        if (files.length === 0 && requiredMessage) return requiredMessage;
        if (files.length > setting.maxFileCount) {
          return `添付ファイルは${setting.maxFileCount}件までです`;
        }
        return true;
      },
    },
  });
  const files: AttachmentFile[] = Array.isArray(field.value) ? field.value : [];

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const problems: string[] = [];
    const accepted: AttachmentFile[] = [];
    for (const file of chosen) {
      const problem =
        files.length + accepted.length >= setting.maxFileCount
          ? `「${file.name}」: 添付ファイルは${setting.maxFileCount}件までです`
          : fileProblem(file, setting);
      if (problem) problems.push(problem);
      else {
        accepted.push({
          fileName: file.name,
          contentType: file.type,
          size: file.size,
          base64: await readAsBase64(file),
        });
      }
    }
    setPicked(problems);
    if (accepted.length > 0) field.onChange([...files, ...accepted]);
  };

  const remove = (index: number) => field.onChange(files.filter((_, at) => at !== index));
  const messages = [...picked, ...(fieldState.error?.message ? [fieldState.error.message] : [])];
  const kinds = setting.allowedExtensions.map((kind) => kind.toUpperCase()).join('、');

  return (
    <div>
      <Typography component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 'bold' }}>
        {label}
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary">
        {kinds}、1ファイル{formatMegabytes(setting.maxFileSize)}まで、{setting.maxFileCount}
        件まで添付できます。
      </Typography>
      {/* The file input inside is the control (named by the label above): the button only
          looks like one, so it is neither a button nor a tab stop, and shows the input's focus. */}
      <Button
        component="span"
        role={undefined}
        tabIndex={-1}
        variant="outlined"
        startIcon={<AttachFileIcon />}
        sx={(theme) => ({
          mt: 1,
          '&:has(input:focus-visible)': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
        })}
      >
        <input
          id={inputId}
          type="file"
          multiple
          accept={setting.allowedExtensions.map((kind) => `.${kind}`).join(',')}
          aria-describedby={messages.length > 0 ? `${errorId} ${helpId}` : helpId}
          aria-invalid={messages.length > 0}
          onChange={(event) => void add(event)}
          onBlur={field.onBlur}
          style={{ position: 'absolute', inset: 0, opacity: 0, cursor: 'pointer' }}
        />
        ファイルを選択
      </Button>
      {files.length > 0 && (
        <List dense aria-label="添付するファイル">
          {files.map((file, index) => (
            <ListItem
              key={`${file.fileName}-${index}`}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`${file.fileName}を削除`}
                  onClick={() => remove(index)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={file.fileName} secondary={formatMegabytes(file.size)} />
            </ListItem>
          ))}
        </List>
      )}
      {/* Read out with the input (aria-describedby), as a text field's helper text is. */}
      <div id={errorId}>
        {messages.map((message) => (
          <FormHelperText key={message} error>
            {message}
          </FormHelperText>
        ))}
      </div>
    </div>
  );
}
