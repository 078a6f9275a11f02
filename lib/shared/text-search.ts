/**
 * The content search (docs/product.md §7 "Content"): the demo backend picks the news, rules and
 * FAQ entries that match a query with these functions, and the portal highlights the same matches,
 * so what was found is what is marked. A query is words; a text matches when it holds every word,
 * compared without case and without diacritics ("sarm" finds "Șarm", "ё" is "е").
 */

export const MAX_QUERY_LENGTH = 100;

/** One UTF-16 unit folded to one unit, so an index in the folded text is the same index in the text. */
function foldUnit(unit: string): string {
  const base = unit.normalize('NFD')[0] ?? unit;
  const lower = base.toLowerCase();
  return lower.length === 1 ? (lower === 'ё' ? 'е' : lower) : base;
}

/** The text folded for comparison; the same length as the text. */
export function foldForSearch(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += foldUnit(text[i] as string);
  return out;
}

/** The query's words, folded, without repeats, the longest first (so a longer word wins a mark). */
export function searchTerms(query: string): string[] {
  const words = foldForSearch(query.slice(0, MAX_QUERY_LENGTH))
    .split(/[\s\p{P}\p{S}]+/u)
    .filter(Boolean);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** Whether the text holds every term (no terms: everything matches). */
export function matchesTerms(text: string, terms: readonly string[]): boolean {
  const folded = foldForSearch(text);
  return terms.every((term) => folded.includes(term));
}

/** Where the terms occur in the text, as sorted, merged [start, end) ranges. */
export function matchRanges(text: string, terms: readonly string[]): Array<[number, number]> {
  const folded = foldForSearch(text);
  const ranges: Array<[number, number]> = [];
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length))
      ranges.push([at, at + term.length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const previous = merged[merged.length - 1];
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

export interface TextSegment {
  text: string;
  match: boolean;
}

/** Plain text cut into matched and unmatched segments, for a title or a snippet rendered as text. */
export function highlightText(text: string, query: string): TextSegment[] {
  const ranges = matchRanges(text, searchTerms(query));
  const segments: TextSegment[] = [];
  let last = 0;
  for (const [start, end] of ranges) {
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    last = end;
  }
  if (last < text.length || segments.length === 0) segments.push({ text: text.slice(last), match: false });
  return segments;
}

const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/iy;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntity(code: string): string | null {
  const lower = code.toLowerCase();
  if (lower[0] !== '#') return NAMED[lower] ?? null;
  const n = lower[1] === 'x' ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
  return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : null;
}

/** One run of text between tags, with its matches wrapped in <mark>; entities are never cut. */
function markRun(run: string, terms: readonly string[]): string {
  const units: Array<{ raw: string; start: number; end: number }> = [];
  let plain = '';
  for (let i = 0; i < run.length;) {
    ENTITY.lastIndex = i;
    const entity = ENTITY.exec(run);
    const raw = entity ? entity[0] : (run[i] as string);
    const decoded = entity ? (decodeEntity(entity[1] as string) ?? raw) : raw;
    units.push({ raw, start: plain.length, end: plain.length + decoded.length });
    plain += decoded;
    i += raw.length;
  }
  const ranges = matchRanges(plain, terms);
  if (ranges.length === 0) return run;
  let out = '';
  let marking = false;
  for (const unit of units) {
    const inside = ranges.some(([start, end]) => unit.start < end && unit.end > start);
    if (inside !== marking) out += inside ? '<mark>' : '</mark>';
    marking = inside;
    out += unit.raw;
  }
  return marking ? `${out}</mark>` : out;
}

/**
 * Sanitised HTML (lib/html/sanitize.ts) with the query's matches wrapped in <mark>, in text only:
 * tags and their attributes are never touched. Sanitise first, then highlight.
 */
export function highlightHtml(html: string, query: string): string {
  const terms = searchTerms(query);
  if (terms.length === 0) return html;
  return html.replace(/([^<]+)|(<[^>]*>?)/g, (whole, text: string | undefined) =>
    text ? markRun(text, terms) : whole,
  );
}

/**
 * A plain-text window of about 2 × radius characters around the first match, with "…" where
 * the text was cut; the text's start when nothing in it matches.
 */
export function searchSnippet(text: string, terms: readonly string[], radius = 80): string {
  const first = matchRanges(text, terms)[0];
  const start = first ? Math.max(0, first[0] - radius) : 0;
  const end = Math.min(text.length, (first ? first[1] : 0) + radius * (first ? 1 : 2));
  // Cut at spaces so no word is broken, unless the text has none near the edge.
  const from = start === 0 ? 0 : text.indexOf(' ', start) + 1 || start;
  const space = end === text.length ? -1 : text.lastIndexOf(' ', end);
  const to = space > (first ? first[1] : from) ? space : end;
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
}
