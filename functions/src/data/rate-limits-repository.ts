import { createHash } from 'node:crypto';
import type { Container } from '@azure/cosmos';
import { container } from './cosmos-client.ts';
import { isCosmosStatus } from './create-once.ts';

/** One counter: the hits of one key in one fixed window. Cosmos deletes it `ttl` seconds after its last write. */
interface WindowCounter {
  id: string;
  count: number;
  windowEndsAt: string;
  ttl: number;
}

/** A decision taken once for a key (an e-mail of one record to one address), so a retry does not count again. */
interface DecisionMarker {
  id: string;
  allowed: boolean;
  ttl: number;
}

export interface WindowHit {
  /** Hits in this window, this one included. */
  count: number;
  /** Whole seconds until the window ends (at least 1): the Retry-After of a refusal. */
  resetsInSeconds: number;
}

function decisionId(key: string): string {
  return createHash('sha256').update(`decision\n${key}`).digest('hex').slice(0, 40);
}

/** The id hides the key (client addresses and e-mail addresses are personal data). */
function counterId(key: string, windowSeconds: number, windowIndex: number): string {
  return createHash('sha256').update(`${key}\n${windowSeconds}\n${windowIndex}`).digest('hex').slice(0, 40);
}

/**
 * Fixed-window counters in a shared store, so every Functions instance counts the same hits: each hit
 * is an atomic server-side increment (Cosmos patch `incr`) of the window's document, created by the
 * first hit. Counting in one instance's memory would let a scaled-out app multiply every limit.
 */
export function rateLimitCounters(store: () => Container) {
  async function increment(id: string): Promise<number | null> {
    try {
      const { resource } = await store()
        .item(id, id)
        .patch<WindowCounter>([{ op: 'incr', path: '/count', value: 1 }]);
      return resource?.count ?? null;
    } catch (error) {
      if (isCosmosStatus(error, 404)) return null;
      throw error;
    }
  }

  async function readMarker(id: string): Promise<DecisionMarker | null> {
    try {
      const { resource } = await store().item(id, id).read<DecisionMarker>();
      return resource ?? null;
    } catch (error) {
      if (isCosmosStatus(error, 404)) return null;
      throw error;
    }
  }

  return {
    /**
     * The decision stored for `key`, else `decide()`'s, stored for `ttlSeconds`. Two racing first calls
     * can both decide (and count); the first stored decision is the one both answer.
     */
    /** The decision taken for `key`, or null when none is (still) known. */
    async knownDecision(key: string): Promise<boolean | null> {
      return (await readMarker(decisionId(key)))?.allowed ?? null;
    },

    async decideOnce(key: string, ttlSeconds: number, decide: () => Promise<boolean>): Promise<boolean> {
      const id = decisionId(key);
      const known = await readMarker(id);
      if (known) return known.allowed;
      const marker: DecisionMarker = { id, allowed: await decide(), ttl: ttlSeconds };
      try {
        await store().items.create(marker);
        return marker.allowed;
      } catch (error) {
        if (!isCosmosStatus(error, 409)) throw error;
      }
      return (await readMarker(id))?.allowed ?? marker.allowed;
    },

    /** Counts one hit of `key` in the current window of `windowSeconds` and answers the window's count. */
    async hit(key: string, windowSeconds: number, now = Date.now()): Promise<WindowHit> {
      const windowMs = windowSeconds * 1000;
      const windowIndex = Math.floor(now / windowMs);
      const endsAt = (windowIndex + 1) * windowMs;
      const resetsInSeconds = Math.max(1, Math.ceil((endsAt - now) / 1000));
      const id = counterId(key, windowSeconds, windowIndex);
      const counted = await increment(id);
      if (counted !== null) return { count: counted, resetsInSeconds };
      const first: WindowCounter = {
        id,
        count: 1,
        windowEndsAt: new Date(endsAt).toISOString(),
        // Kept a minute past its window, then Cosmos removes it (container default TTL -1: per item).
        ttl: resetsInSeconds + 60,
      };
      try {
        await store().items.create(first);
        return { count: 1, resetsInSeconds };
      } catch (error) {
        if (!isCosmosStatus(error, 409)) throw error;
      }
      // Another instance created it between our increment and our create: count on theirs.
      const after = await increment(id);
      if (after === null) throw new Error('Rate limit counter vanished while counting');
      return { count: after, resetsInSeconds };
    },
  };
}

export type RateLimitCounters = ReturnType<typeof rateLimitCounters>;

/** The counters of this app: the `rateLimits` container. */
export const rateLimits = rateLimitCounters(() => container('rateLimits'));
