import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogView';
import { lazyDialog } from './lazyDialog';

export type { ConfirmDialogProps };

/** The portal's one confirmation dialog. */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(() => import('./ConfirmDialogView'));

export interface ConfirmButtonProps extends Omit<ConfirmDialogProps, 'open' | 'onClose'> {
  /** The button's text. */
  label: string;
  /** Names the button for assistive technology when several share a text (one per row). */
  'aria-label'?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/**
 * A button that asks first: confirming closes the dialog, then runs `onConfirm` once (a second
 * click on a closing dialog does nothing). While `busy` the button waits; the action's caller
 * keeps it from running twice (useCallMutation sends a call once).
 */
export function ConfirmButton({
  label,
  variant,
  size,
  color,
  busy = false,
  onConfirm,
  'aria-label': ariaLabel,
  ...dialog
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        color={color}
        onClick={() => setOpen(true)}
        disabled={busy}
        aria-busy={busy}
        aria-label={ariaLabel}
      >
        {label}
      </Button>
      <ConfirmDialog
        {...dialog}
        open={open}
        color={color}
        busy={busy}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
      />
    </>
  );
}
