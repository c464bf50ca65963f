import { registerQueue } from '../app/registry.ts';
import { EXPORT_JOB_WRITERS } from '../services/export/export-job-files.ts';
import { runExportJob } from '../services/export/export-jobs.ts';
import { QUEUES } from '../services/storage-names.ts';

// Queue trigger on `export-jobs`: writes the file of the export job the message names (export-jobs.ts).
registerQueue('build-export', {
  queueName: QUEUES.exportJobs,
  handler: (message, context) => runExportJob(message, context, EXPORT_JOB_WRITERS),
});
