import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

// MUI's Dialog rather than react-admin's <Confirm>: Confirm gives every dialog the same title id,
// focuses the confirming button on opening (Enter would then cancel an order) and cannot colour
// it as the destructive action it often is.

export interface ConfirmDialogProps {
  open: boolean;
  /** The dialog's title, which names it. */
  title: string;
  /** What the member confirms: a sentence (read as the dialog's description) or richer content. */
  content: ReactNode;
  /** The button that acts, e.g. 申請する. */
  confirmLabel: string;
  /** The button that closes without acting; キャンセル unless that word is the action itself. */
  cancelLabel?: string;
  /** `error` for what cannot be undone. */
  color?: 'primary' | 'error';
  /** The action is under way: its button waits. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The portal's one confirmation dialog (loaded when one first opens: ConfirmButton.tsx). */
export default function ConfirmDialogView({
  open,
  title,
  content,
  confirmLabel,
  cancelLabel = 'キャンセル',
  color = 'primary',
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const sentence = typeof content === 'string';
  const confirm = () => {
    // A closing dialog's button still takes clicks while it fades out: only an open one acts.
    if (open && !busy) onConfirm();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={sentence ? textId : undefined}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {sentence ? <DialogContentText id={textId}>{content}</DialogContentText> : content}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{cancelLabel}</Button>
        <Button
          variant="contained"
          color={color}
          onClick={confirm}
          disabled={busy}
          aria-busy={busy}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
