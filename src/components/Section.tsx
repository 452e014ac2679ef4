import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

/** A titled part of a page: a card named by its h2 (the page's h1 is the layout's). */
export function Section({
  title,
  children,
  sx,
}: {
  title: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={sx}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** What a part shows while its call is pending or after it failed (the client has toasted). */
export function Pending({ error, what }: { error: Error | null; what: string }) {
  return (
    <Typography color={error ? 'error' : 'text.secondary'}>
      {error ? `${what}を取得できませんでした。` : '読み込み中…'}
    </Typography>
  );
}
