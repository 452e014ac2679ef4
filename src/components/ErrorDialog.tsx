import type { ErrorDialogProps } from './ErrorDialogView';
import { lazyDialog } from './lazyDialog';

export type { ErrorDialogProps };

/** An error the member must acknowledge (SPEC §8: failed downloads, failed term fetches). */
export const ErrorDialog = lazyDialog<ErrorDialogProps>(() => import('./ErrorDialogView'));
