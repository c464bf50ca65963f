import { apiFetch } from '../../lib/api-client.ts';
import { reportError } from '../../lib/error-reporter.ts';

/** An export endpoint as a list or detail page hands it to ExportButton. */
export interface ExportRequest {
  path: string;
  method: 'GET' | 'POST';
  /** The JSON body of a POST (e.g. the list's current filters). */
  json?: unknown;
  /** The server writes the file as a background job (a list's export, which can take minutes). */
  job?: boolean;
}

export interface DownloadProgress {
  receivedBytes: number;
  /** From X-Record-Count (or the export job); null when the server did not say. */
  recordCount: number | null;
  /** While an export job writes the file: the records written so far. */
  recordsWritten?: number;
}

/**
 * Why an export did not give a file: nothing to export ('export.empty'), the server's failure, or the
 * connection lost on the way (offline, or the page left while the file came).
 */
export class ExportFailure extends Error {
  constructor(
    readonly reason: 'empty' | 'failed' | 'interrupted',
    /** The server's error code, when it sent one (e.g. 'leloExport.agreementMissing'). */
    readonly code?: string,
  ) {
    super(reason === 'empty' ? 'export.empty' : 'export.failed');
    this.name = 'ExportFailure';
  }
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
  recordCount: number | null;
}

/** The file name of a Content-Disposition header: the exact UTF-8 name first, then the plain one. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

function recordCountOf(headers: Headers): number | null {
  const value = Number(headers.get('X-Record-Count'));
  return headers.has('X-Record-Count') && Number.isInteger(value) && value >= 0 ? value : null;
}

/**
 * A JSON or HTML answer where a file was expected: an error (the code says whether the export was
 * empty), or Static Web Apps' sign-in page after a redirect. Sign-in trouble is handed to the API
 * client through a session check, so the staff session reacts (sends the person to /admin-login)
 * exactly as it does for every other call.
 */
async function failureOf(response: Response, request: ExportRequest): Promise<ExportFailure> {
  let code: unknown;
  try {
    code = ((await response.clone().json()) as { code?: unknown } | null)?.code;
  } catch {
    code = undefined;
  }
  if (code === 'export.empty') return new ExportFailure('empty');
  const signIn =
    response.status === 401 ||
    (response.status === 403 && typeof code === 'string' && code.startsWith('auth.')) ||
    (response.redirected && new URL(response.url, window.location.origin).pathname === '/admin-login') ||
    (response.ok && (response.headers.get('Content-Type') ?? '').startsWith('text/html'));
  if (signIn) await apiFetch('/api/auth/me').catch(() => undefined);
  else {
    void reportError({
      context: 'api',
      errorMessage: `HTTP ${response.status} on ${request.method} ${request.path.split('?')[0]}`,
      errorName: 'HttpError',
      requestData: `${request.method} ${request.path.split('?')[0]}`,
      responseData: `status ${response.status}`,
    });
  }
  return new ExportFailure('failed', typeof code === 'string' ? code : undefined);
}

function isFile(response: Response): boolean {
  const type = response.headers.get('Content-Type') ?? '';
  return (
    response.ok &&
    !response.redirected &&
    !type.startsWith('application/json') &&
    !type.startsWith('text/html')
  );
}

/**
 * Fetches an export with the API client's headers (JSON in, same origin, cookies) and reads the body
 * chunk by chunk, reporting the bytes received and the record count as they come. Throws
 * ExportFailure: 'empty' for the server's 'export.empty', 'failed' for anything else (network, HTTP
 * error, a body cut short).
 */
export async function fetchExportFile(
  request: ExportRequest,
  onProgress: (progress: DownloadProgress) => void,
  fallbackFileName: string,
): Promise<DownloadedFile> {
  const headers = new Headers({ Accept: '*/*' });
  if (request.json !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(request.path, {
      method: request.method,
      headers,
      body: request.json === undefined ? null : JSON.stringify(request.json),
      cache: 'no-store',
    });
  } catch {
    throw new ExportFailure('interrupted');
  }
  if (!isFile(response)) throw await failureOf(response, request);
  const recordCount = recordCountOf(response.headers);
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let receivedBytes = 0;
  onProgress({ receivedBytes, recordCount });
  try {
    const reader = response.body?.getReader();
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        receivedBytes += value.byteLength;
        onProgress({ receivedBytes, recordCount });
      }
    } else {
      const whole = new Uint8Array(await response.arrayBuffer());
      chunks.push(whole);
      onProgress({ receivedBytes: whole.byteLength, recordCount });
    }
  } catch {
    // The server stopped half way or the connection dropped: no partial file.
    throw new ExportFailure('interrupted');
  }
  return {
    blob: new Blob(chunks, { type }),
    fileName: fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackFileName,
    recordCount,
  };
}

/** Saves a file the way a download link does (a temporary <a download>). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: the browser starts reading the object URL after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Fetches an export with progress and saves it; answers the saved file. */
export async function downloadFile(
  request: ExportRequest,
  fallbackFileName: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
  const file = await fetchExportFile(request, onProgress, fallbackFileName);
  saveFile(file.blob, file.fileName);
  return file;
}
