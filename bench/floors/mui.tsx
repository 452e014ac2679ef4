import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createRoot } from 'react-dom/client';

/** The floor of a MUI sign-in page: a theme, the baseline, and a bare two-field form. */
createRoot(document.getElementById('root') as HTMLElement).render(
  <ThemeProvider theme={createTheme()}>
    <CssBaseline />
    <form noValidate style={{ maxWidth: 400, margin: '48px auto', padding: 16 }}>
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          ログイン
        </Typography>
        <TextField id="id" label="ログインID" autoComplete="username" />
        <TextField id="pw" label="パスワード" type="password" autoComplete="current-password" />
        <Button type="submit" variant="contained" size="large" fullWidth>
          ログイン
        </Button>
      </Stack>
    </form>
  </ThemeProvider>,
);
