/** A seeded instant (ISO) no later than the seed's now: nothing is seeded in the future (docs/product.md §12). */
export function notAfter(iso: string, now: Date): string {
  return Date.parse(iso) > now.getTime() ? now.toISOString() : iso;
}
