import { Redis } from 'ioredis';
import { inUpstreamScope } from './upstream-scope';

/**
 * What the replicas of the portal share when REDIS_URL is set (docs/deployment.md, "Several
 * replicas"): the refresh lock and its sealed results (refresh.ts) through this small store, and
 * the limits (limits.ts) through rate-limiter-flexible on the same client.
 */
export interface SharedStore {
  get(key: string): Promise<string | null>;
  /** Sets `key` only when it does not exist; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Deletes `key` only while it still holds `value` (a lock released by its owner alone). */
  deleteIfEqual(key: string, value: string): Promise<void>;
}

/** Compare-and-delete in one step on the server. */
const DELETE_IF_EQUAL =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** The store on a Redis client; a command fails at once while the client is not connected. */
export function redisStore(client: Redis): SharedStore {
  const ready = () => {
    if (client.status !== 'ready') throw new Error(`Redis connection is ${client.status}`);
    return client;
  };
  return {
    get: async (key) => ready().get(key),
    setIfAbsent: async (key, value, ttlMs) => (await ready().set(key, value, 'PX', ttlMs, 'NX')) === 'OK',
    set: async (key, value, ttlMs) => {
      await ready().set(key, value, 'PX', ttlMs);
    },
    deleteIfEqual: async (key, value) => {
      await ready().eval(DELETE_IF_EQUAL, 1, key, value);
    },
  };
}

/** A warning about what the replicas share, on stderr with the server's other lines (docs/deployment.md, "Logs"). */
export function logShared(message: string): void {
  console.warn(`portal: ${message}`);
}

const KEY = Symbol.for('agency-portal.redis');
type GlobalWithRedis = typeof globalThis & { [KEY]?: { url: string; client: Redis } };

/**
 * The process's one Redis client for `url`, made on first use and kept on globalThis: proxy.ts,
 * the route handlers and the BFF bundle may be separate module instances in one process. Made in
 * the startup scope (upstream-scope.ts), so its socket holds no request's context; the server
 * makes it at start (instrumentation-node.ts). A command fails fast while Redis is unreachable
 * (one retry, a short timeout): callers then fall back to this process's own memory, and the
 * client keeps reconnecting in the background.
 */
export function sharedRedis(url: string): Redis {
  const holder = globalThis as GlobalWithRedis;
  const existing = holder[KEY];
  if (existing && existing.url === url) return existing.client;
  const client = inUpstreamScope(
    () =>
      new Redis(url, {
        maxRetriesPerRequest: 1,
        commandTimeout: 1_000,
        connectTimeout: 2_000,
        retryStrategy: (times) => Math.min(times * 200, 2_000),
      }),
  );
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logShared(
      `Redis (REDIS_URL) unreachable, limits and the refresh lock fall back to this process's memory: ${error.message}`,
    );
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    logShared('Redis (REDIS_URL) reachable again: limits and the refresh lock are shared across replicas');
  });
  holder[KEY] = { url, client };
  return client;
}

/** The store of this process's replicas: Redis when `redisUrl` is set, else none. */
export function processSharedStore(redisUrl: string | undefined): SharedStore | undefined {
  return redisUrl ? redisStore(sharedRedis(redisUrl)) : undefined;
}
