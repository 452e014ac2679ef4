import Box from '@mui/material/Box';

/** SPEC §1: on an origin containing "test", everyone sees that this is not the real portal. */
export const isTestOrigin = (origin: string = window.location.origin): boolean =>
  origin.includes('test');

export function TestBanner() {
  if (!isTestOrigin()) return null;
  return (
    <Box
      role="note"
      sx={{
        bgcolor: '#b71c1c',
        color: '#fff',
        textAlign: 'center',
        fontWeight: 'bold',
        py: 0.5,
        position: 'relative',
        zIndex: 1300,
      }}
    >
      テスト環境です
    </Box>
  );
}
