import Link from '@mui/material/Link';
import { lazy, Suspense, useState } from 'react';

const TermsDialog = lazy(() => import('./TermsDialog'));

export interface TermsLinkProps {
  /** `TERMS.<name>` of src/config/constants.ts. */
  term: { type: number; label: string };
}

/** Opens a term in a dialog (SPEC §1 "read notices and terms"); the term is fetched on open. */
export function TermsLink({ term }: TermsLinkProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link component="button" type="button" variant="caption" onClick={() => setOpen(true)}>
        {term.label}
      </Link>
      {open && (
        <Suspense fallback={null}>
          <TermsDialog type={term.type} label={term.label} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
