import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { signInAgain } from '../providers/sessionExpired';

/** The warning dialog for a 401 (SPEC §4, §8); mounted by `SessionExpiredGate`. */
export default function SessionExpiredDialog() {
  return (
    <Dialog open aria-labelledby="session-expired-title" disableEscapeKeyDown>
      <DialogTitle id="session-expired-title">ログインしなおしてください</DialogTitle>
      <DialogContent>
        <DialogContentText>
          ログインの有効期限が切れたか、ログアウトされています。もう一度ログインすると、この画面に戻ります。
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* The dialog's one action takes focus, as WAI-ARIA's alert dialog pattern asks. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Button variant="contained" onClick={signInAgain} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
