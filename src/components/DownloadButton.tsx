import DownloadIcon from '@mui/icons-material/Download';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import type { CallName } from '../api/contract';
import { isDocumentFile, saveDocument } from '../api/download';
import { ApiError, errorText } from '../api/errors';
import { usePortalDataProvider } from '../providers/useCall';
import { ErrorDialog } from './ErrorDialog';

export interface DownloadButtonProps {
  /** A contract call answering with a document (SPEC §3). */
  call: CallName;
  params?: Record<string, unknown>;
  /** The file's label, e.g. 領収書: the error dialog is titled `<label>ダウンロード`. */
  label: string;
  /** The button's text; the label by default. */
  children?: string;
  /** Names the button for assistive technology when several share a text (e.g. one per row). */
  'aria-label'?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/**
 * Fetches a document and saves it under the server's file name. One request at a time: the
 * button is busy until the file arrives. A failure opens an error dialog (SPEC §8); a 401 is
 * left to the session dialog.
 */
export function DownloadButton({
  call,
  params = {},
  label,
  children,
  size = 'small',
  variant = 'outlined',
  ...rest
}: DownloadButtonProps) {
  const dataProvider = usePortalDataProvider();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.call(call, params, { quiet: true });
      if (!isDocumentFile(data)) throw new Error('ファイルを受け取れませんでした。');
      saveDocument(data);
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
        startIcon={<DownloadIcon />}
        onClick={download}
        disabled={busy}
        aria-label={rest['aria-label']}
        aria-busy={busy}
      >
        {children ?? label}
      </Button>
      <ErrorDialog
        open={error !== null}
        title={`${label}ダウンロード`}
        message={error ?? ''}
        onClose={() => setError(null)}
      />
    </>
  );
}
