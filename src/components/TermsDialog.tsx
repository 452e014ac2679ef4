import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ApiError, errorText } from '../api/errors';
import { formatDate } from '../generator/format';
import { useCallQuery } from '../providers/useCall';
import { ErrorDialog } from './ErrorDialog';
import SanitizedHtml from './SanitizedHtml';

/** A term as `GetDetailTermByType` answers it. */
export interface Term {
  type: number;
  title: string;
  /** HTML from the back office; sanitized before display. */
  body: string;
  version?: string | null;
  effectiveDate?: string | null;
}

export interface TermsDialogProps {
  type: number;
  /** The term's label: the failure dialog is titled `<label>取得に失敗しました` (SPEC §8). */
  label: string;
  onClose: () => void;
}

/** A term, fetched when opened and shown in a dialog; loaded lazily with DOMPurify. */
export default function TermsDialog({ type, label, onClose }: TermsDialogProps) {
  const titleId = useId();
  const { data, error, isPending } = useCallQuery(
    'GetDetailTermByType',
    { type },
    { quiet: true, lookup: true, staleTime: 5 * 60_000 },
  );

  if (error) {
    // A 401 is the session dialog's to explain.
    if (error instanceof ApiError && error.isUnauthorized) return null;
    return (
      <ErrorDialog
        open
        title={`${label}取得に失敗しました`}
        message={errorText(error)}
        onClose={onClose}
      />
    );
  }

  const term = data?.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} scroll="paper" maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{term?.title ?? label}</DialogTitle>
      <DialogContent dividers>
        {isPending || !term ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} aria-hidden />
            <Typography>読み込み中…</Typography>
          </Stack>
        ) : (
          <>
            {term.effectiveDate && (
              <Typography variant="body2" color="text.secondary">
                {term.version ? `第${term.version}版 ・ ` : ''}
                {formatDate(term.effectiveDate)} 施行
              </Typography>
            )}
            <SanitizedHtml html={term.body} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          閉じる
        </Button>
      </DialogActions>
    </Dialog>
  );
}
