import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A route whose page has not been built yet says so plainly, instead of pretending. Inside the
 * signed-in layout the heading comes from the layout; on the sign-in layout it is shown here.
 */
export function PendingPage({ title }: { title?: string }) {
  return (
    <Box component="section" sx={{ p: 2 }}>
      {title && (
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
      )}
      <Alert severity="info">
        この画面は準備中です。公開まで今しばらくお待ちください。お急ぎの手続きは事務局までお問い合わせください。
      </Alert>
    </Box>
  );
}
