import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Whether the screen is a phone's (below MUI's `sm`, 600 px): for what CSS alone cannot lay out. */
export const usePhone = (): boolean =>
  useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
