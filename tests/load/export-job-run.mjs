// One export as the staff screen runs it, measured for the export budgets: the start request, the job
// read every 250 ms and My exports every second while it runs (each request's latency), then the
// download from the job's link (its first byte and its end), and what the file holds against the job.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { staffFetch } from './staff-request.mjs';

const STATUS_EVERY_MS = 250;
const LIST_EVERY_MS = 1000;
/** A job of 50,000 records takes minutes on a loaded two-core machine; longer is a failure. */
const JOB_LIMIT_MS = 20 * 60 * 1000;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function timedFetch(functionsUrl, who, path, init) {
  const start = performance.now();
  const response = await staffFetch(functionsUrl, who, path, init);
  const body = await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - start, body: Buffer.from(body), response };
}

/** Reads a list every `every` ms until `until` resolves, collecting each request's latency. */
async function pollLatencies(read, every, until) {
  const samples = [];
  let stopped = false;
  until.finally(() => {
    stopped = true;
  });
  while (!stopped) {
    const start = performance.now();
    await read();
    samples.push(performance.now() - start);
    await pause(every);
  }
  return samples;
}

/**
 * Runs one export job: `request` is { path, method, body } as the screen sends it. Answers the start's
 * status and latency, the job as it ended, the latencies of the job and My exports reads while it ran,
 * the seconds from the start to the job done, the download's first-byte latency and seconds, the file's
 * size and what it holds (`fileHolds`: the sheet's rows, or `holds` of the file). A start that is not
 * 202 ends there.
 */
export async function runExportJob(functionsUrl, who, request, holds = excelDataRows) {
  const init =
    request.body === undefined ? {} : { method: request.method, body: JSON.stringify(request.body) };
  const started = performance.now();
  const start = await timedFetch(functionsUrl, who, request.path, init);
  if (start.status !== 202) return { startStatus: start.status, startMs: start.ms };
  const { jobId } = JSON.parse(start.body.toString('utf8'));

  let job;
  const statusSamples = [];
  const finished = (async () => {
    for (;;) {
      const read = await timedFetch(functionsUrl, who, `/api/exports/${jobId}`);
      statusSamples.push(read.ms);
      if (read.status !== 200) throw new Error(`GET /api/exports/${jobId}: ${read.status}`);
      job = JSON.parse(read.body.toString('utf8'));
      if (job.status === 'done' || job.status === 'failed') return;
      if (performance.now() - started > JOB_LIMIT_MS)
        throw new Error(`export job ${jobId} still ${job.status}`);
      await pause(STATUS_EVERY_MS);
    }
  })();
  const listSamples = pollLatencies(
    () => timedFetch(functionsUrl, who, '/api/exports'),
    LIST_EVERY_MS,
    finished.catch(() => {}),
  );
  await finished;
  const jobSeconds = (performance.now() - started) / 1000;
  const result = {
    startStatus: start.status,
    startMs: start.ms,
    job,
    statusSamples,
    listSamples: await listSamples,
    jobSeconds,
  };
  if (!job.downloadUrl) return result;

  const downloadStart = performance.now();
  const response = await staffFetch(functionsUrl, who, job.downloadUrl);
  const chunks = [];
  let firstByteMs = null;
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - downloadStart;
    chunks.push(chunk);
  }
  const downloadSeconds = (performance.now() - downloadStart) / 1000;
  const file = Buffer.concat(chunks);
  return {
    ...result,
    downloadStatus: response.status,
    linkMs: firstByteMs ?? downloadSeconds * 1000,
    downloadSeconds,
    bytes: file.length,
    fileHolds: await holds(file),
  };
}

/** The rows below the header of an .xlsx file's first sheet, read as a stream (the file may be 40 MB). */
export async function excelDataRows(file) {
  const { Readable } = await import('node:stream');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    sharedStrings: 'cache',
    worksheets: 'emit',
  });
  let rows = 0;
  for await (const sheet of reader) {
    for await (const _row of sheet) rows += 1;
    break;
  }
  return Math.max(0, rows - 1);
}

/** The agreements in a ZIP archive (its files but not_included.txt). */
export async function zipAgreements(file) {
  return Object.keys((await JSZip.loadAsync(file)).files).filter((name) => name !== 'not_included.txt')
    .length;
}
