/** The staff site search modals (Add Interest, and the registration screens after it). */
export { SiteChooser } from './site-chooser.tsx';
export { SiteSearchByFieldsDialog } from './site-search-by-fields.tsx';
export { SiteSearchByZipDialog } from './site-search-by-zip.tsx';
export type { SiteSearchDialogProps } from './site-search-dialog.tsx';
