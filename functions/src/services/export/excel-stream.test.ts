import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { excelStream, zipEntryInput } from './excel-stream.ts';

async function* rowsOf<T>(rows: T[]): AsyncIterable<T> {
  for (const row of rows) yield row;
}

describe('excelStream', () => {
  it('writes the header row and every row, text cells neutralised', async () => {
    const { stream, rowsWritten } = excelStream({
      sheetName: 'Interest-Form',
      columns: [
        { header: 'Name', key: 'name' },
        { header: 'Age', key: 'age', width: 6 },
      ],
      rows: rowsOf([
        { name: '=HYPERLINK("x")', age: 17 },
        { name: 'Ana', age: null },
      ]),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(stream);
    const sheet = workbook.getWorksheet('Interest-Form');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Name', 'Age']);
    expect(sheet?.getCell('A2').value).toBe(`'=HYPERLINK("x")`);
    expect(sheet?.getCell('B2').value).toBe(17);
    expect(sheet?.getCell('A3').value).toBe('Ana');
    expect(sheet?.getCell('B3').value).toBeNull();
    expect(rowsWritten()).toBe(2);
    // The header is bold; data cells (sharing one empty style) are plain, numbers in General.
    expect(sheet?.getCell('A1').font?.bold).toBe(true);
    expect(sheet?.getCell('A2').font?.bold).toBeFalsy();
    expect(sheet?.getCell('B2').numFmt ?? 'General').toBe('General');
  });

  it('destroys the stream when the rows fail', async () => {
    async function* failing(): AsyncIterable<{ name: string }> {
      yield { name: 'one' };
      throw new Error('query failed');
    }
    const { stream } = excelStream({
      sheetName: 'S',
      columns: [{ header: 'N', key: 'name' }],
      rows: failing(),
    });
    await expect(buffer(stream)).rejects.toThrow('query failed');
  });

  it('keeps memory flat over 50,000 rows', async () => {
    async function* many() {
      for (let index = 0; index < 50_000; index += 1)
        yield { a: `Student ${index}`, b: 'someone@example.org', c: '555-0100', d: index };
    }
    const { stream, rowsWritten } = excelStream({
      sheetName: 'S',
      columns: ['a', 'b', 'c', 'd'].map((key) => ({ header: key, key: key as 'a' | 'b' | 'c' | 'd' })),
      rows: many(),
    });
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let bytes = 0;
    for await (const chunk of stream) {
      bytes += (chunk as Buffer).length;
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    expect(rowsWritten()).toBe(50_000);
    expect(bytes).toBeGreaterThan(100_000);
    expect(peak - before).toBeLessThan(150 * 1024 * 1024);
  }, 60_000);

  it('finds the zip entry exceljs writes a sheet into (the writer waits on it)', () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ useStyles: true, useSharedStrings: false });
    expect(zipEntryInput(workbook.addWorksheet('S'))).not.toBeNull();
  });

  it('keeps memory flat over wide rows, where deflate is slower than the rows come', async () => {
    const keys = Array.from({ length: 150 }, (_, index) => `k${index}`);
    async function* wide() {
      for (let index = 0; index < 15_000; index += 1)
        yield Object.fromEntries(keys.map((key) => [key, `answer ${index} of ${key}`]));
    }
    const { stream, rowsWritten } = excelStream({
      sheetName: 'S',
      columns: keys.map((key) => ({ header: key, key })),
      rows: wide(),
    });
    const used = () => process.memoryUsage().heapUsed + process.memoryUsage().external;
    const before = used();
    let peak = before;
    for await (const _chunk of stream) peak = Math.max(peak, used());
    expect(rowsWritten()).toBe(15_000);
    // Without waiting on the zip entry the uncompressed XML (~150 MB here) piles up in memory.
    expect(peak - before).toBeLessThan(80 * 1024 * 1024);
  }, 120_000);
});
