import { describe, expect, it } from 'vitest';
import { runGroup, timeTable } from './phases.mjs';

const phase = (name, code) => ({ name, command: process.execPath, args: ['-e', `process.exit(${code})`] });

describe('runGroup', () => {
  it('runs the phases of a group side by side: one that fails does not stop the one beside it', async () => {
    const results = await runGroup([phase('API', 1), phase('e2e', 0)], { cwd: process.cwd() });
    expect(results.map(({ name, status }) => [name, status])).toEqual([
      ['API', 1],
      ['e2e', 0],
    ]);
  });

  it('keeps the last lines of a phase that fails', async () => {
    const [result] = await runGroup(
      [
        {
          name: 'loud',
          command: process.execPath,
          args: ['-e', 'console.log("one\\ntwo"); process.exit(3)'],
        },
      ],
      { cwd: process.cwd() },
    );
    expect(result).toMatchObject({ name: 'loud', status: 3, tail: ['one', 'two'] });
  });
});

describe('timeTable', () => {
  it('marks side-by-side and failed phases and ends with the total', () => {
    const table = timeTable(
      [
        [{ name: 'build', status: 0, ms: 40_000, tail: [] }],
        [
          { name: 'unit', status: 0, ms: 400_000, tail: [] },
          { name: 'e2e', status: 1, ms: 754_000, tail: [] },
        ],
      ],
      800_000,
    );
    expect(table.split('\n')).toEqual([
      '  build    0:40',
      '  unit     6:40  (side by side)',
      '  e2e     12:34  (side by side)  FAILED',
      '  total   13:20',
    ]);
  });
});
