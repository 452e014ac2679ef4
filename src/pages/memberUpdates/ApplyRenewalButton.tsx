import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { notify } from '../../layout/notifications';
import { useCallMutation } from '../../providers/useCall';
import { APPLY, type MemberUpdatePersonal } from './renewal';

/**
 * 更新を申請する: asks for confirmation, then sends UpdateStatus once: a second click (a double
 * click on 申請する) sends nothing. The page then refetches the renewal and shows 申請済み. A
 * refusal is shown by the API client as a toast with the server's message, and may be retried.
 */
export function ApplyRenewalButton({ qualificationName }: { qualificationName: string }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const textId = useId();
  const apply = useCallMutation<MemberUpdatePersonal | null, typeof APPLY>('UpdateStatus', {
    invalidates: ['GetMemberUpdatePersonal'],
    onSuccess: () => notify('資格更新の申請を受け付けました。', { type: 'success' }),
  });

  const confirm = () => {
    // A closing dialog's button still takes clicks while it fades out, and the request may be
    // done by then: a closed dialog sends nothing.
    if (!open) return;
    setOpen(false);
    apply.mutate(APPLY);
  };

  return (
    <>
      <Button
        variant="contained"
        onClick={() => setOpen(true)}
        disabled={apply.isPending}
        aria-busy={apply.isPending}
      >
        更新を申請する
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <DialogTitle id={titleId}>資格更新の申請</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {qualificationName}の資格更新を申請します。よろしいですか？
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>キャンセル</Button>
          <Button variant="contained" onClick={confirm} disabled={apply.isPending}>
            申請する
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
