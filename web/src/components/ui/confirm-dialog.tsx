import { lazyPopup } from '../lazy-popup';
import type { ConfirmDialogProps } from './loaded-confirm-dialog';

/**
 * 'Are you sure?' before a destructive action: Cancel, or the red confirm button. Give it the
 * `trigger` button that opens it; the dialog itself loads on first use.
 */
export const ConfirmDialog = lazyPopup<ConfirmDialogProps>(() =>
  import('./loaded-confirm-dialog').then((m) => m.LoadedConfirmDialog),
);
