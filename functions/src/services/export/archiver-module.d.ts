/**
 * The part of archiver 5 (a dependency of exceljs, which ships no types) the ZIP export uses:
 * entries appended one at a time, the archive read as a stream.
 */
declare module 'archiver' {
  import type { Transform } from 'node:stream';

  interface ArchiverOptions {
    /** Entries stored as they are (PDFs are compressed already). */
    store?: boolean;
    zlib?: { level?: number };
  }

  interface EntryData {
    name: string;
    date?: Date;
  }

  interface Archiver extends Transform {
    append(source: Buffer | string, data: EntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
    on(event: 'entry', listener: (entry: EntryData) => void): this;
    on(event: 'warning' | 'error', listener: (error: Error) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  function archiver(format: 'zip', options?: ArchiverOptions): Archiver;
  export default archiver;
}
