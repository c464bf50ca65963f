import type { Readable } from 'node:stream';
import type { HttpResponseInit } from '@azure/functions';

/**
 * Content-Disposition for a download: an ASCII `filename` for old clients (other characters become
 * '_') and the exact name in `filename*` (RFC 6266 / RFC 5987).
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The header the browser reads the number of records from, before the body arrives (progress). */
export const RECORD_COUNT_HEADER = 'X-Record-Count';

/** A download: the file's bytes as a stream (made as it is sent), its type, name and record count. */
export interface DownloadFile {
  body: Readable;
  contentType: string;
  fileName: string;
  recordCount: number;
}

/**
 * The answer of a download: the file streamed (Content-Disposition with its name, the record count,
 * never cached). On Azure, streamed bodies need `app.setup({ enableHttpStream: true })`
 * (functions/src/app/registry.ts).
 */
export function fileResponse(file: DownloadFile): HttpResponseInit {
  return {
    status: 200,
    body: file.body,
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': contentDisposition(file.fileName),
      [RECORD_COUNT_HEADER]: String(file.recordCount),
      'Cache-Control': 'no-store',
    },
  };
}
