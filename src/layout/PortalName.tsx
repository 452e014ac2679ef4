import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { config } from '../config/env';

/** Below this the society's full name and the bar's buttons do not fit on one line. */
const NARROW = 'sm';

/**
 * The portal's name in a bar: 日本消化器内視鏡技師会 会員ポータル, or on a narrow screen its short name
 * (技師会ポータル) rather than the full one cut off. The full name stays what a screen reader
 * reads (kept, visually hidden) and what a pointer's tooltip shows.
 */
export function PortalName() {
  const fullName = `${config.societyName} 会員ポータル`;
  return (
    <Typography component="span" variant="h6" title={fullName} sx={{ flex: 1, minWidth: 0 }}>
      <Box component="span" sx={(theme) => ({ [theme.breakpoints.down(NARROW)]: visuallyHidden })}>
        {fullName}
      </Box>
      <Box
        component="span"
        aria-hidden="true"
        sx={(theme) => ({ [theme.breakpoints.up(NARROW)]: { display: 'none' } })}
      >
        {config.portalShortName}
      </Box>
    </Typography>
  );
}
