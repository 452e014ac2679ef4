import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { BASE_PATH } from '../config/constants';
import { loginPathFor } from '../providers/redirect';
import { session } from '../providers/session';
import { currentLocation } from './browserLocation';

/** Where confirming goes: the login page under /member/, then back to this page. */
export function sessionExpiredTarget(): string {
  return `${BASE_PATH}${loginPathFor(currentLocation())}`;
}

/** The warning dialog for a 401 (SPEC §4, §8); mounted by `SessionExpiredGate`. */
export default function SessionExpiredDialog() {
  const confirm = () => {
    session.clear();
    window.location.assign(sessionExpiredTarget());
  };
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
        <Button variant="contained" onClick={confirm} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
