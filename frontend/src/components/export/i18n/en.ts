/** English texts of the export button (namespace `export`). The failure messages are the domain's. */
export const enExport = {
  progress_one: 'Exporting {{records}} record… {{size}}',
  progress_other: 'Exporting {{records}} records… {{size}}',
  progressUnknown: 'Exporting… {{size}}',
  progressJob_one: 'Exporting {{written}} of {{records}} record…',
  progressJob_other: 'Exporting {{written}} of {{records}} records…',
  done: 'Export finished: {{fileName}}',
};
