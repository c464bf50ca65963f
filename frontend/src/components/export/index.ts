/** The export pipeline's browser side: a button that streams a server export to a file, with progress. */
export type { ExportRequest } from './download-file.ts';
export { ExportButton, type ExportButtonProps } from './export-button.tsx';
export { MyExportsButton } from './my-exports.tsx';
export { EXPORT_MESSAGES, type ExportOptions, useExport } from './use-export.ts';
