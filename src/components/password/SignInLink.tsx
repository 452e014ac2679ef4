import Link from '@mui/material/Link';
import type { MouseEvent, ReactNode } from 'react';
import { BASE_PATH } from '../../config/constants';
import { navigateTo } from '../../providers/browserLocation';
import { standaloneLink } from '../../layout/theme';

/**
 * A link between the sign-in pages, which render without the admin shell's router: a real href
 * (new tab, copy link) and in-page navigation on a plain click. It stands on a line of its own.
 */
export function SignInLink({ to, children }: { to: string; children: ReactNode }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigateTo(to);
  };
  return (
    <Link href={`${BASE_PATH}${to}`} onClick={open} variant="body2" sx={standaloneLink}>
      {children}
    </Link>
  );
}
