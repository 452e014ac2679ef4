import { createTheme } from '@mui/material/styles';
import { SIDEBAR } from '../config/constants';

/** One theme for the sign-in pages and the admin shell. */
export const theme = createTheme({
  palette: {
    primary: { main: '#00695c' },
    secondary: { main: '#1565c0' },
    background: { default: '#f5f7f7' },
  },
  typography: {
    fontFamily: [
      '"Hiragino Kaku Gothic ProN"',
      '"Hiragino Sans"',
      'Meiryo',
      '"Noto Sans JP"',
      'sans-serif',
    ].join(','),
  },
  // react-admin's sidebar (theme augmentation of ra-ui-materialui): room for the longest label.
  sidebar: { width: 288, closedWidth: 55 },
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: SIDEBAR.breakpointPx, xl: 1536 } },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
  },
});
