import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type FormEvent } from 'react';
import { MODAL_TRANSITION_MS } from '../shared/modal';
import {
  COLOUR_LABELS,
  COLOUR_VALUES,
  EVENT_COLOURS,
  draftErrors,
  type DraftErrors,
  withAllDay,
  type EventColour,
  type EventDraft,
} from './events';

export interface EventDialogProps {
  open: boolean;
  draft: EventDraft;
  onClose: () => void;
  onSave: (draft: EventDraft) => void;
  onDelete: (id: string) => void;
}

/**
 * Adds or edits one event; animates in 500 ms (SPEC §4). Saving needs a title: without one the
 * message shows under the input and nothing is added (SPEC §5). Mounted afresh for each event.
 */
export function EventDialog({ open, draft, onClose, onSave, onDelete }: EventDialogProps) {
  const titleId = useId();
  const titleInput = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState(draft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const change = (patch: Partial<EventDraft>) => {
    const next = { ...form, ...patch };
    setForm(next);
    // Once a message shows, it follows what is typed.
    if (Object.keys(errors).length > 0) setErrors(draftErrors(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(form);
    setErrors(found);
    if (found.title) titleInput.current?.focus();
    if (Object.keys(found).length === 0) onSave(form);
  };

  const dateType = form.allDay ? 'date' : 'datetime-local';
  const existingId = draft.id;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      transitionDuration={MODAL_TRANSITION_MS}
      aria-labelledby={titleId}
      // The title is what is asked first; focus it once the dialog has opened.
      slotProps={{ transition: { onEntered: () => titleInput.current?.focus() } }}
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{existingId ? '予定の編集' : '予定の追加'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="タイトル"
              required
              inputRef={titleInput}
              value={form.title}
              onChange={(event) => change({ title: event.target.value })}
              error={Boolean(errors.title)}
              helperText={errors.title}
            />
            <TextField
              label="説明"
              multiline
              minRows={2}
              value={form.description}
              onChange={(event) => change({ description: event.target.value })}
            />
            <TextField
              select
              label="色"
              value={form.className}
              onChange={(event) => change({ className: event.target.value as EventColour })}
            >
              {EVENT_COLOURS.map((colour) => (
                <MenuItem key={colour} value={colour}>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      display: 'inline-block',
                      width: 12,
                      height: 12,
                      borderRadius: '50%',
                      bgcolor: COLOUR_VALUES[colour],
                      mr: 1,
                    }}
                  />
                  {COLOUR_LABELS[colour]}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Checkbox
                  checked={form.allDay}
                  onChange={(event) => setForm(withAllDay(form, event.target.checked))}
                />
              }
              label="終日"
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={form.allDay ? '開始日' : '開始日時'}
                type={dateType}
                value={form.start}
                onChange={(event) => change({ start: event.target.value })}
                error={Boolean(errors.start)}
                helperText={errors.start}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
              <TextField
                label={form.allDay ? '終了日' : '終了日時'}
                type={dateType}
                value={form.end}
                onChange={(event) => change({ end: event.target.value })}
                error={Boolean(errors.end)}
                helperText={errors.end}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          {existingId && (
            <Button color="error" onClick={() => onDelete(existingId)} sx={{ mr: 'auto' }}>
              削除
            </Button>
          )}
          <Button onClick={onClose}>キャンセル</Button>
          <Button type="submit" variant="contained">
            {existingId ? '保存' : '追加'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
