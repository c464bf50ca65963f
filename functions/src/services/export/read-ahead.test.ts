import { describe, expect, it } from 'vitest';
import { readAhead } from './read-ahead.ts';

/** A source in batches: each batch waits for `fetch` (a query), then yields its items at once. */
function batched(batches: number[][], events: string[], fetch: (index: number) => Promise<void>) {
  return (async function* () {
    for (const [index, batch] of batches.entries()) {
      events.push(`fetch ${index}`);
      await fetch(index);
      events.push(`fetched ${index}`);
      yield* batch;
    }
  })();
}

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('readAhead', () => {
  it('starts the next batch while the consumer is still on the current one', async () => {
    const events: string[] = [];
    const second = deferred();
    const source = batched(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      events,
      (index) => (index === 1 ? second.promise : Promise.resolve()),
    );
    const reader = readAhead(source, 3)[Symbol.asyncIterator]();
    expect(await reader.next()).toEqual({ done: false, value: 1 });
    // The consumer holds item 1 of the first batch; the second query is already asked for.
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['fetch 0', 'fetched 0', 'fetch 1']);
    second.resolve();
    const rest: number[] = [];
    for (let step = await reader.next(); !step.done; step = await reader.next()) rest.push(step.value);
    expect(rest).toEqual([2, 3, 4, 5, 6]);
  });

  it('never holds more than its limit ahead of the consumer', async () => {
    let produced = 0;
    const source = (async function* () {
      for (let item = 0; item < 100; item += 1) {
        produced += 1;
        yield item;
      }
    })();
    const reader = readAhead(source, 5)[Symbol.asyncIterator]();
    await reader.next();
    await new Promise((resolve) => setImmediate(resolve));
    // One handed over, five queued, and the source paused at the sixth yield at most.
    expect(produced).toBeLessThanOrEqual(7);
    await reader.return(undefined);
  });

  it('hands over the items read before a failure, then the failure', async () => {
    const source = (async function* () {
      yield 1;
      yield 2;
      throw new Error('query failed');
    })();
    const seen: number[] = [];
    await expect(async () => {
      for await (const item of readAhead(source, 10)) seen.push(item);
    }).rejects.toThrow('query failed');
    expect(seen).toEqual([1, 2]);
  });

  it('closes the source when the consumer stops early', async () => {
    let closed = false;
    const source = (async function* () {
      try {
        for (let item = 0; ; item += 1) yield item;
      } finally {
        closed = true;
      }
    })();
    for await (const item of readAhead(source, 4)) if (item === 2) break;
    expect(closed).toBe(true);
  });
});
