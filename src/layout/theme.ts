import { createTheme } from '@mui/material/styles';
import { SIDEBAR } from '../config/constants';

/** One theme for the sign-in pages and the admin shell. */
export const theme = createTheme({
  palette: {
    primary: { main: '#00695c' },
    secondary: { main: '#1565c0' },
    // MUI's default info and warning are too light for text, on white or under white (WCAG AA
    // 4.5:1): these pass both ways, also on the page background.
    info: { main: '#01579b' },
    warning: { main: '#b45309' },
    background: { default: '#f5f7f7' },
    // Text on a coloured surface (contrastText) is chosen for 4.5:1, not MUI's default 3:1.
    contrastThreshold: 4.5,
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
