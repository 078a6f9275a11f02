// Page arithmetic of every paged list (search results, the journals, notifications): its own
// module so a journal's first load does not carry the search results' URL helpers with it.

/** How many pages `total` items make at `size` a page (at least one, so "page 1 of 1"). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page numbers a pager shows: the first, the last and two either side of the current one,
 * with `gap` where numbers are left out (1 … 4 5 6 7 8 … 20).
 */
export function pageWindow(page: number, pages: number, radius = 2): (number | 'gap')[] {
  const shown = new Set([1, pages]);
  for (let n = page - radius; n <= page + radius; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const [i, n] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous > 1) out.push(n - previous === 2 ? n - 1 : 'gap');
    out.push(n);
  }
  return out;
}
