import type { ExportJobStarted, ExportJobView, ExportLogEntry } from '@enroll/domain';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { INTEREST_PDF_ALL_SECTIONS } from '../../functions/test-support/interest-pdf-sections.ts';
import { documentTexts } from '../../functions/test-support/pdf-inspect.ts';
import { db } from './local-stack.ts';
import { callAs, EDGE_KEY, EDGE_KEY_HEADER, FUNCTIONS_URL, principalHeader } from './staff-auth.ts';

/**
 * What the export tests (API and e2e) read back: the raw export call, the saved workbook and PDF,
 * and the export log.
 */

/**
 * A raw staff call whose binary body is read as bytes: a POST of `body` as JSON (same origin, as
 * the export buttons send it) or, without a body, a GET (the PDF links).
 */
export function exportCall(who: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {
    [EDGE_KEY_HEADER]: EDGE_KEY,
    'x-ms-client-principal': principalHeader(who),
  };
  if (body === undefined) return fetch(`${FUNCTIONS_URL}${path}`, { headers });
  return fetch(`${FUNCTIONS_URL}${path}`, {
    method: 'POST',
    headers: { ...headers, Origin: new URL(FUNCTIONS_URL).origin, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** How long an export job of the tests' few records may take on a loaded machine. */
const EXPORT_JOB_WAIT_MS = 60_000;

/** The export job as its owner reads it, once it has finished (done or failed). */
export async function finishedExportJob(who: string, jobId: string): Promise<ExportJobView> {
  const deadline = Date.now() + EXPORT_JOB_WAIT_MS;
  for (;;) {
    const { status, body } = await callAs(who, `/api/exports/${jobId}`);
    if (status !== 200) throw new Error(`export job ${jobId}: HTTP ${status}`);
    const job = body as ExportJobView;
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`export job ${jobId} still ${job.status}`);
    await new Promise((next) => setTimeout(next, 200));
  }
}

/**
 * A list export as the screen runs it: started at its route (202 with the job), the job waited for, then
 * its file downloaded from the job's link; the answer is the download's. Any other answer to the start
 * (404 'export.empty', 400, 401, 403) is returned as it came.
 */
export async function exportThroughJob(who: string, path: string, body?: unknown): Promise<Response> {
  const started = await exportCall(who, path, body);
  if (started.status !== 202) return started;
  const { jobId } = (await started.json()) as ExportJobStarted;
  const job = await finishedExportJob(who, jobId);
  if (!job.downloadUrl) throw new Error(`export job ${jobId} ${job.status}`);
  return exportCall(who, job.downloadUrl);
}

/** The named sheet of an .xlsx file's bytes (a response's body or a saved download). */
export async function worksheetOf(
  bytes: ArrayBuffer | Uint8Array,
  sheetName: string,
): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  // A copy as a plain ArrayBuffer (what exceljs's typings take).
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const sheet = workbook.getWorksheet(sheetName);
  if (!sheet) throw new Error(`no ${sheetName} sheet`);
  return sheet;
}

/** The sheet's header row. */
export function headersOf(sheet: ExcelJS.Worksheet): string[] {
  return (sheet.getRow(1).values as unknown[]).slice(1).map(String);
}

/** The sheet's rows as header → value records. */
export function recordsOf(sheet: ExcelJS.Worksheet): Record<string, unknown>[] {
  const headers = headersOf(sheet);
  const records: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = (row.values as unknown[]).slice(1);
    records.push(Object.fromEntries(headers.map((header, index) => [header, values[index] ?? null])));
  });
  return records;
}

/** The texts of a PDF file's bytes, page by page. */
export async function pdfTextsOf(bytes: ArrayBuffer | Uint8Array): Promise<string[]> {
  return documentTexts(await PDFDocument.load(new Uint8Array(bytes)));
}

/**
 * What the Interest Form PDF of an entry with a parent and a PO_BOX_MAILING address shows besides its
 * title: every section, the Registration ID and the PO box.
 */
export function interestPdfLinesWithMailing(uuid: string): string[] {
  return [...INTEREST_PDF_ALL_SECTIONS, 'Registration ID', uuid, 'PO Box 7'];
}

/** What the export log holds of a successful export: its file, screen and kind, and how many records it held. */
export function successfulExportLog(
  fileName: string,
  screen: string,
  exportType: string,
  recordCount: number,
) {
  return { fileName, screen, exportType, exportStatus: 'success', recordCount };
}

/** The export log entries of one staff member since an ISO time. */
export async function exportLogsOf(email: string, since: string): Promise<ExportLogEntry[]> {
  const { resources } = await db
    .container('exportLog')
    .items.query<ExportLogEntry>({
      query: 'SELECT * FROM c WHERE c.azure_id = @email AND c.createdAt >= @since',
      parameters: [
        { name: '@email', value: email },
        { name: '@since', value: since },
      ],
    })
    .fetchAll();
  return resources;
}

/** The log is written when the body has been sent: it may land a moment after the response ends. */
export async function waitForExportLogs(
  email: string,
  since: string,
  count: number,
): Promise<ExportLogEntry[]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const logs = await exportLogsOf(email, since);
    if (logs.length >= count) return logs;
    await new Promise((done) => setTimeout(done, 100));
  }
  return exportLogsOf(email, since);
}
