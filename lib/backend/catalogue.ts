import 'server-only';
import type { z } from 'zod';
import { toQueryString, type QueryValue } from '@/lib/query-string';
import { TtlCache } from '@/lib/shared/ttl-cache';
import { backendJson, requestContext } from './client';

/**
 * Catalogue lists (the tour-search form's options) kept in-process for a minute: they are the
 * same for every user of a locale (the backend varies them by x-localization only), and the
 * search page would otherwise wait on four rounds of them per render. Never for per-user data.
 */
const TTL_MS = 60_000;
const lists = new TtlCache<unknown>(500);
const loading = new Map<string, Promise<unknown>>();

/** backendJson for a catalogue GET, shared across requests by path, query and locale. */
export async function catalogueJson<S extends z.ZodType>(
  path: string,
  schema: S,
  query?: Record<string, QueryValue>,
): Promise<z.output<S>> {
  const load = () => backendJson(path, schema, { query });
  const { locale, accessToken } = await requestContext();
  // Without a session backendJson sends to login; the cache must not answer in its place.
  if (!accessToken) return load();
  const key = `${locale} ${path}${toQueryString(query)}`;
  const hit = lists.get(key);
  if (hit !== undefined) return hit as z.output<S>;

  const pending = loading.get(key);
  if (pending) {
    try {
      return (await pending) as z.output<S>;
    } catch {
      // Another request's failure (its expired token's redirect, its 403) is not ours: ask ourselves.
      return load();
    }
  }
  const own = load();
  loading.set(key, own);
  try {
    const value = await own;
    lists.set(key, value, Date.now() + TTL_MS);
    return value;
  } finally {
    loading.delete(key);
  }
}
