import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';

/**
 * A demo form checked in the browser only (noValidate: the demo's own messages show, not the
 * browser's). `success`, when given, is announced beneath it as a status.
 */
export function DemoForm({
  label,
  onSubmit,
  success,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent) => void;
  success?: string;
  children: ReactNode;
}) {
  return (
    <Stack component="form" noValidate spacing={2} aria-label={label} onSubmit={onSubmit}>
      {children}
      {success && (
        <Alert severity="success" role="status">
          {success}
        </Alert>
      )}
    </Stack>
  );
}
