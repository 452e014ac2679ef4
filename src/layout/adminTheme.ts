import { jaJP } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { themeOptions } from './theme';

/**
 * The signed-in app's theme: the portal's, with MUI's Japanese texts (pagination, autocomplete,
 * alert and breadcrumb labels). Built from the options, not from the sign-in theme: checking a
 * whole Theme against ThemeOptions costs TypeScript about 28 s, the options nothing.
 */
export const adminTheme = createTheme(themeOptions, jaJP);
