/**
 * The items of `source`, read up to `limit` ahead of the consumer. An export's rows come in batches,
 * one database query per batch: without reading ahead the writer stops at the end of every batch
 * and waits for the next query, then the query waits for the writer. Reading ahead keeps the next
 * query in flight while the writer turns the rows already read into the file, and `limit` bounds
 * what is held (at most `limit` items plus the batch being fetched).
 * A failure of `source` reaches the consumer after the items read before it; a consumer that stops
 * early stops the reading (the source is closed once its current step has settled).
 */
export async function* readAhead<T>(source: AsyncIterable<T>, limit: number): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const queue: T[] = [];
  let finished = false;
  let stopped = false;
  // Set by `fill`, which TypeScript cannot follow from here: typed by the cast, not narrowed to null.
  let failure = null as { error: unknown } | null;
  let itemReady: (() => void) | null = null;
  let roomReady: (() => void) | null = null;
  const signalItem = () => {
    itemReady?.();
    itemReady = null;
  };
  const signalRoom = () => {
    roomReady?.();
    roomReady = null;
  };

  const fill = async () => {
    try {
      while (!stopped) {
        if (queue.length >= limit) {
          await new Promise<void>((resolve) => {
            roomReady = resolve;
          });
          continue;
        }
        const step = await iterator.next();
        if (step.done) {
          finished = true;
          return;
        }
        queue.push(step.value);
        signalItem();
      }
    } catch (error) {
      failure = { error };
    } finally {
      signalItem();
    }
  };
  const filling = fill();

  try {
    for (;;) {
      if (queue.length > 0) {
        const item = queue.shift() as T;
        signalRoom();
        yield item;
        continue;
      }
      if (failure) throw failure.error;
      if (finished) return;
      await new Promise<void>((resolve) => {
        itemReady = resolve;
      });
    }
  } finally {
    stopped = true;
    signalRoom();
    await filling;
    if (!finished && !failure) await iterator.return?.();
  }
}
