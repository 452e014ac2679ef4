import LockOpenIcon from '@mui/icons-material/LockOpen';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../config/constants';
import { session } from '../../providers/session';
import { DemoPage } from '../shared/DemoPage';
import { useDemoForm } from '../shared/useDemoForm';
import { required } from '../shared/validation';

/**
 * Lock screen demo: the member's name and a password to unlock. As a demo it checks only that a
 * password was typed (nothing is sent), then goes to the dashboard.
 */
export default function LockPage() {
  const navigate = useNavigate();
  const name = session.userInfo()?.name ?? '会員';
  const form = useDemoForm({ password: '' }, { password: [required('パスワード')] });
  return (
    <DemoPage>
      <Paper
        component="form"
        noValidate
        aria-label="ロック解除"
        onSubmit={form.handleSubmit(() => navigate(DASHBOARD_PATH))}
        sx={{ p: 4, maxWidth: 400, width: '100%', mx: 'auto' }}
      >
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: 28 }} aria-hidden>
            {name.slice(0, 1)}
          </Avatar>
          <Typography component="p" variant="h6">
            {name}さん
          </Typography>
          <Typography variant="body2" color="text.secondary">
            画面をロックしています。パスワードを入力してください。
          </Typography>
          <TextField
            label="パスワード"
            type="password"
            autoComplete="current-password"
            fullWidth
            {...form.field('password')}
          />
          <Button type="submit" variant="contained" startIcon={<LockOpenIcon />} fullWidth>
            ロック解除
          </Button>
        </Stack>
      </Paper>
    </DemoPage>
  );
}
