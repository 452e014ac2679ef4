import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { notify } from '../../layout/notifications';
import { useCallMutation } from '../../providers/useCall';
import type { Participation } from '../../api/events';

/**
 * キャンセル: asks first, then sends `UpdateParticipant { id, status: 3 }` once (the server also
 * withdraws the unpaid request). A refusal is the API client's toast with the server's reason.
 */
export function CancelButton({ participation }: { participation: Participation }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const cancel = useCallMutation('UpdateParticipant', {
    invalidates: ['GetListEventParticipant', 'GetListEventRecruiting', 'GetDetailEventSection'],
    onSuccess: () => notify('参加申込をキャンセルしました。', { type: 'success' }),
  });
  const confirm = () => {
    // A closing dialog's button still takes clicks while it fades out.
    if (!open) return;
    setOpen(false);
    cancel.mutate({ id: participation.id, status: 3 });
  };
  return (
    <>
      <Button
        size="small"
        color="error"
        onClick={() => setOpen(true)}
        disabled={cancel.isPending}
        aria-label={`キャンセル（${participation.eventTitle}）`}
      >
        キャンセル
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>参加申込のキャンセル</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {participation.eventTitle}の参加申込をキャンセルします。よろしいですか？
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>戻る</Button>
          <Button variant="contained" color="error" onClick={confirm}>
            キャンセルする
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
