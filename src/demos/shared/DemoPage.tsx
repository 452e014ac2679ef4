import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/**
 * The frame of every template demo page: a note that nothing here is saved or sent (the demos
 * make no server calls, SPEC §1), then the page's sections. The layout renders the h1.
 */
export function DemoPage({ children }: { children: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Alert severity="info" variant="outlined">
        テンプレートのデモ画面です。表示は見本のデータで、入力した内容は保存も送信もされません。
      </Alert>
      {children}
    </Stack>
  );
}
