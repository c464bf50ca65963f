/** English texts of a dialog's failed write (namespace `writeFailure`; staff dialogs only). */
export const enWriteFailure = {
  reload: 'Reload',
} as const;
