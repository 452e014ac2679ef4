import Button, { type ButtonProps } from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { ApiError, errorText } from '../api/errors';
import { usePortalDataProvider } from '../providers/useCall';
import type { PortalDataProvider } from '../providers/dataProvider';
import { ErrorDialog } from './ErrorDialog';

export interface FileButtonProps {
  /** The button's text. */
  children: string;
  icon: ReactNode;
  /** Makes and saves the file; what it throws is shown in the error dialog. */
  save: (dataProvider: PortalDataProvider) => Promise<void>;
  /** The error dialog's title. */
  errorTitle: string;
  /** Names the button for assistive technology when several share a text (e.g. one per row). */
  'aria-label'?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/**
 * A button that saves a file: one at a time (busy until it is saved); a failure opens an error
 * dialog (SPEC §8); a 401 is left to the session dialog.
 */
export function FileButton({
  children,
  icon,
  save,
  errorTitle,
  size = 'small',
  variant = 'outlined',
  ...rest
}: FileButtonProps) {
  const dataProvider = usePortalDataProvider();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await save(dataProvider);
    } catch (cause) {
      if (!(cause instanceof ApiError && cause.isUnauthorized)) setError(errorText(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size={size}
        variant={variant}
        startIcon={icon}
        onClick={run}
        disabled={busy}
        aria-label={rest['aria-label']}
        aria-busy={busy}
      >
        {children}
      </Button>
      <ErrorDialog
        open={error !== null}
        title={errorTitle}
        message={error ?? ''}
        onClose={() => setError(null)}
      />
    </>
  );
}
