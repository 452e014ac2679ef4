import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { PHONE_WIDTH, SIDEBAR } from '../config/constants';

/**
 * Screens held in the hand: a phone's width or a touch screen. Every button and form control is
 * at least 44×44 CSS px there (WCAG 2.5.5), set here once rather than page by page.
 */
export const TOUCH_SCREEN = `@media ${PHONE_WIDTH}, (pointer: coarse)`;
const FINGER = 44;
const fingerSized = { [TOUCH_SCREEN]: { minHeight: FINGER, minWidth: FINGER } };
/** A link standing on a line of its own, as big as a finger's target on a touch screen. */
export const fingerLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: FINGER,
  minWidth: FINGER,
} as const;
/**
 * The `sx` of a link standing on a line of its own (not in running text): a finger's target on
 * a touch screen, unchanged elsewhere. Links in a sentence stay words of their line.
 */
export const standaloneLink = { [TOUCH_SCREEN]: fingerLink } as const;

export const themeOptions: ThemeOptions = {
  palette: {
    primary: { main: '#00695c' },
    secondary: { main: '#1565c0' },
    // MUI's default info and warning are too light for text, on white or under white (WCAG AA
    // 4.5:1): these pass both ways, also on the page background.
    info: { main: '#01579b' },
    warning: { main: '#b45309' },
    // MUI's default red reads 4.4:1 on a warning's tinted surface (a キャンセル inside it).
    error: { main: '#c62828' },
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
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: SIDEBAR.breakpointPx, xl: 1536 } },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiButton: { styleOverrides: { root: fingerSized } },
    MuiIconButton: { styleOverrides: { root: fingerSized } },
    MuiToggleButton: { styleOverrides: { root: fingerSized } },
    MuiTab: { styleOverrides: { root: fingerSized } },
    MuiPaginationItem: {
      styleOverrides: { root: { [TOUCH_SCREEN]: { minWidth: FINGER, height: FINGER } } },
    },
    MuiInputBase: { styleOverrides: { root: { [TOUCH_SCREEN]: { minHeight: FINGER } } } },
    // A select opens from its combobox only, not from the outlined box around it: a small one's
    // combobox (40 px) grows to the box's height, its text still centred, and so does its label.
    MuiSelect: {
      styleOverrides: {
        select: {
          [TOUCH_SCREEN]: {
            '&.MuiSelect-outlined.MuiInputBase-inputSizeSmall': { paddingBlock: 10.5 },
          },
        },
      },
    },
    MuiInputLabel: {
      styleOverrides: {
        root: {
          [TOUCH_SCREEN]: {
            '&.MuiInputLabel-outlined.MuiInputLabel-sizeSmall:not(.MuiInputLabel-shrink)': {
              transform: 'translate(14px, 11px) scale(1)',
            },
          },
        },
      },
    },
    // The round hit area of a check box or radio: 24 px icon + 10 px on each side.
    MuiCheckbox: { styleOverrides: { root: { [TOUCH_SCREEN]: { padding: 10 } } } },
    MuiRadio: { styleOverrides: { root: { [TOUCH_SCREEN]: { padding: 10 } } } },
    // A switch's hit area (20 px thumb + 12 px each side) inside a switch as tall, which would
    // otherwise clip it to 38 px: the 34×14 track centred in 64×44, the thumb overhanging it by
    // 3 px at either end as at MUI's size.
    MuiSwitch: {
      styleOverrides: {
        root: { [TOUCH_SCREEN]: { width: 64, height: FINGER, padding: 15 } },
        switchBase: { [TOUCH_SCREEN]: { padding: 12 } },
      },
    },
    // A text link acting as a button (the footer's 会員規約): finger-sized like one.
    MuiLink: { styleOverrides: { button: fingerSized } },
    // A notice's button or link goes under its text where the two do not fit side by side (a
    // phone), rather than squeezing the text into a narrow column.
    MuiAlert: {
      styleOverrides: { root: { flexWrap: 'wrap' }, message: { flex: '1 1 12em' } },
    },
    // react-admin's check box groups hold their boxes to 32 px high.
    MuiFormControlLabel: {
      styleOverrides: {
        root: {
          [TOUCH_SCREEN]: {
            '& .MuiCheckbox-root.RaCheckboxGroupInputItem-checkbox': { height: FINGER },
          },
        },
      },
    },
    MuiMenuItem: { styleOverrides: { root: { [TOUCH_SCREEN]: { minHeight: 48 } } } },
    // A chip's label wraps and the chip grows, rather than cutting a status to 「…が不」. A chip
    // that links (申込済み → the participation) is a target like any other.
    MuiChip: {
      styleOverrides: {
        root: { height: 'auto', minHeight: 32 },
        sizeSmall: { minHeight: 24 },
        label: { whiteSpace: 'normal' },
        clickable: { [TOUCH_SCREEN]: { minHeight: FINGER } },
      },
    },
    MuiListItemButton: { styleOverrides: { root: { [TOUCH_SCREEN]: { minHeight: 48 } } } },
  },
};

/**
 * The theme of the sign-in pages; the signed-in app adds MUI's Japanese texts to it
 * (adminTheme.ts), which the sign-in pages have no use for and should not download.
 */
export const theme = createTheme(themeOptions);
