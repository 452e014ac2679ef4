import { jaJP } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { theme } from './theme';

/** The signed-in app's theme: the portal's, with MUI's Japanese texts (pagination, autocomplete,
 *  alert and breadcrumb labels). */
export const adminTheme = createTheme(theme, jaJP);
