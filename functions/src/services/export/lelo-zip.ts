import type { Readable } from 'node:stream';
import type { CharterScope, LeloListFilters, LeloRegistrationRecord } from '@enroll/domain';
import archiver from 'archiver';
import { iterateLeloRegistrations } from '../../data/lelo-list.ts';
import { downloadStoredBlob } from '../blob-store.ts';
import { readAhead } from './read-ahead.ts';

export const LELO_ZIP_FILE_NAME = 'LeloForms_data.zip';
/** Written in the ZIP when an agreement is missing from it: which entry, and why. */
export const LELO_ZIP_NOT_INCLUDED_NAME = 'not_included.txt';
/** Stored PDFs downloaded ahead of the archive writer: a few files in memory at most. */
const DOWNLOAD_AHEAD = 3;

/** What the ZIP needs of one filtered entry (the whole documents are not kept). */
export interface LeloZipItem {
  id: string;
  _uuid: string;
  firstName: string;
  lastName: string;
  uploadedUrl: string | null;
  fileName: string | null;
}

/** The filtered entries in the list's order, reduced to what the ZIP names (5,000 entries: well under a MB). */
export async function leloZipItems(
  filters: LeloListFilters,
  scope: CharterScope,
  today: string,
): Promise<LeloZipItem[]> {
  const items: LeloZipItem[] = [];
  for await (const entry of iterateLeloRegistrations(filters, scope, today)) items.push(zipItemOf(entry));
  return items;
}

function zipItemOf(entry: LeloRegistrationRecord): LeloZipItem {
  return {
    id: entry.id,
    _uuid: entry._uuid ?? '',
    firstName: entry.firstName ?? '',
    lastName: entry.lastName ?? '',
    uploadedUrl: entry.uploadedUrl || null,
    fileName: entry.fileName || null,
  };
}

type Downloaded = { item: LeloZipItem; pdf: Buffer } | { item: LeloZipItem; pdf: null };

async function* downloads(
  items: readonly LeloZipItem[],
  download: (uploadedUrl: string) => Promise<Buffer>,
  onFailure: (item: LeloZipItem, error: unknown) => void,
): AsyncGenerator<Downloaded> {
  for (const item of items) {
    if (!item.uploadedUrl) continue;
    try {
      yield { item, pdf: await download(item.uploadedUrl) };
    } catch (error) {
      onFailure(item, error);
      yield { item, pdf: null };
    }
  }
}

/** A name not yet in the archive: the stored file name, else one made of the student's name. */
function entryName(item: LeloZipItem, taken: Set<string>): string {
  const base = (item.fileName || `${item.firstName}${item.lastName}_${item.id}.pdf`).replace(/[\\/]/g, '_');
  let name = base;
  for (let copy = 2; taken.has(name); copy += 1) name = base.replace(/(\.pdf)?$/i, `_${copy}$1`);
  taken.add(name);
  return name;
}

function notIncludedLine(item: LeloZipItem, reason: string): string {
  return `Registration ID ${item._uuid} (${`${item.firstName} ${item.lastName}`.trim()}): ${reason}`;
}

export interface LeloZipStream {
  stream: Readable;
  /** Agreements written so far (all of them once `stream` has ended). */
  filesWritten(): number;
}

/**
 * LeloForms_data.zip: the stored signed agreement of every entry that has one, streamed one file at a
 * time (the next few downloads run while the current file is written; the reader's pace holds them
 * back). A PDF that cannot be read is skipped, reported by id through `onFailure`, and listed with
 * the entries that have no stored agreement in not_included.txt, so the staff member knows what is
 * missing; the export goes on.
 */
export function leloZipStream(
  items: readonly LeloZipItem[],
  onFailure: (item: LeloZipItem, error: unknown) => void,
  download: (uploadedUrl: string) => Promise<Buffer> = downloadStoredBlob,
): LeloZipStream {
  const archive = archiver('zip', { store: true });
  let written = 0;
  const entryWritten = () =>
    new Promise<void>((resolve, reject) => {
      const done = () => {
        archive.off('error', failed);
        resolve();
      };
      const failed = (error: unknown) => {
        archive.off('entry', done);
        reject(error);
      };
      archive.once('entry', done);
      archive.once('error', failed);
    });

  const fill = async () => {
    const taken = new Set<string>([LELO_ZIP_NOT_INCLUDED_NAME]);
    const notIncluded = items
      .filter((item) => !item.uploadedUrl)
      .map((item) => notIncludedLine(item, 'no signed agreement is stored'));
    for await (const { item, pdf } of readAhead(downloads(items, download, onFailure), DOWNLOAD_AHEAD)) {
      if (archive.destroyed) return;
      if (!pdf) {
        notIncluded.push(notIncludedLine(item, `the stored PDF ${item.fileName ?? ''} could not be read`));
        continue;
      }
      const wrote = entryWritten();
      archive.append(pdf, { name: entryName(item, taken) });
      await wrote;
      written += 1;
    }
    if (notIncluded.length > 0) {
      archive.append(`${notIncluded.join('\r\n')}\r\n`, { name: LELO_ZIP_NOT_INCLUDED_NAME });
    }
    await archive.finalize();
  };
  fill().catch((error: unknown) => {
    if (!archive.destroyed) archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { stream: archive, filesWritten: () => written };
}
