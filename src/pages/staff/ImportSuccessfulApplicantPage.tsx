import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { errorText } from '../../api/errors';
import { TOUCH_SCREEN } from '../../layout/theme';
import { draftStore } from '../../providers/drafts';
import { usePortalDataProvider } from '../../providers/useCall';
import { ImportedRows } from './ImportedRows';
import type { ImportSummary } from '../../api/successfulApplicants';

/** The preview in progress survives a reload and signing in again (the file itself cannot). */
const draft = draftStore<ImportSummary>('successfulApplicantImport');

/** The batch's counts without its rows: the rows are paged from GetListImportedMember. */
const summaryOf = (data: ImportSummary): ImportSummary => ({ ...data, rows: undefined });

const REQUIRED_COLUMNS =
  '受験番号、氏名（姓）、氏名（名）、フリガナ（セイ）、フリガナ（メイ）、生年月日、メールアドレス、郵便番号、都道府県、住所、勤務先、合格日';

/**
 * /members/ImportSuccessfulApplicant (admin staff): the examination's successful applicants
 * from a CSV (UTF-8 or Shift_JIS) or .xlsx file. 読み込む uploads the file and shows each row
 * with its errors; nothing is written until 会員として登録する.
 */
export default function ImportSuccessfulApplicantPage() {
  const dataProvider = usePortalDataProvider();
  const queryClient = useQueryClient();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(() => draft.load());
  const [inserted, setInserted] = useState<number | null>(null);

  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const form = new FormData();
      form.append('file', chosen, chosen.name);
      return dataProvider.call('ImportSuccessfulApplicant', form, { quiet: true });
    },
    onSuccess: ({ data }) => {
      const next = summaryOf(data);
      draft.save(next);
      setSummary(next);
      setInserted(null);
    },
  });

  const insert = useMutation({
    mutationFn: (batchId: number) =>
      dataProvider.call('InsertMemberFromSuccessfulApplicant', { batchId }, { quiet: true }),
    onSuccess: async ({ data }) => {
      const next = summaryOf(data);
      draft.save(next);
      setSummary(next);
      setInserted(data.insertedCount);
      await queryClient.invalidateQueries({ queryKey: ['GetListImportedMember'] });
    },
  });

  const busy = upload.isPending || insert.isPending;
  const onUpload = (event: FormEvent) => {
    event.preventDefault();
    // Guarded in code too: one upload at a time, whatever the button's state.
    if (!file || busy) return;
    upload.mutate(file);
  };
  const onInsert = () => {
    if (!summary || busy || summary.validCount === 0) return;
    insert.mutate(summary.batchId);
  };
  const clear = () => {
    draft.clear();
    setSummary(null);
    setFile(null);
    setInserted(null);
    upload.reset();
    insert.reset();
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <Stack spacing={3}>
      <Card variant="outlined" component="section" aria-labelledby={`${inputId}-heading`}>
        <CardContent>
          <Typography id={`${inputId}-heading`} component="h2" variant="h6" gutterBottom>
            ファイルの選択
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            CSV（UTF-8 または Shift_JIS）または
            Excel（.xlsx）の1行目を見出し行にしてください。必須の列: {REQUIRED_COLUMNS}
            （会員番号は任意）。各行を会員情報と同じ規則で確認し、行ごとにすべてのエラーを表示します。同じ受験番号の会員は重複して登録されません。
          </Typography>
          <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{
              alignItems: { sm: 'center' },
              mt: 2,
              // The native file picker: no wider than the screen, whatever the file's name, and
              // its button finger-sized on a touch screen, as the theme sizes buttons.
              '& input[type="file"]': { maxWidth: '100%' },
              '& input[type="file"]::file-selector-button': { [TOUCH_SCREEN]: { minHeight: 44 } },
            }}
            onSubmit={onUpload}
          >
            <label htmlFor={inputId}>
              <Typography component="span" variant="body2" sx={{ mr: 1 }}>
                取込ファイル
              </Typography>
              <input
                id={inputId}
                ref={fileInput}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </label>
            <Button
              type="submit"
              variant="contained"
              startIcon={<UploadFileIcon />}
              disabled={!file || busy}
            >
              {upload.isPending ? '読み込み中…' : '読み込む'}
            </Button>
          </Stack>
          {upload.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorText(upload.error)}
            </Alert>
          )}
        </CardContent>
      </Card>

      {summary && (
        <Card variant="outlined" component="section" aria-labelledby={`${inputId}-preview`}>
          <CardContent>
            <Typography id={`${inputId}-preview`} component="h2" variant="h6" gutterBottom>
              取込内容の確認（{summary.fileName}）
            </Typography>
            <Typography>
              全{summary.totalCount}件: 登録可能 {summary.validCount}件、エラー {summary.errorCount}
              件、登録済み {summary.registeredCount}件
            </Typography>
            {inserted !== null && (
              <Alert severity="success" sx={{ mt: 2 }}>
                {inserted}件を会員として登録しました。
              </Alert>
            )}
            {insert.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {errorText(insert.error)}
              </Alert>
            )}
            <ImportedRows batchId={summary.batchId} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
              <Button
                variant="contained"
                onClick={onInsert}
                disabled={busy || summary.validCount === 0}
              >
                {insert.isPending
                  ? '登録中…'
                  : `登録可能な${summary.validCount}件を会員として登録する`}
              </Button>
              <Button onClick={clear} disabled={busy}>
                別のファイルを取り込む
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
