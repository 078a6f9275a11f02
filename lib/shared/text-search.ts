/**
 * Text search without case and diacritics ("sarm" finds "Șarm", "ё" is "е"). A query is words; a
 * name or an address matches when it holds every word (`matchesTerms`: the staff and
 * sub-partition searches). The operator's content is searched by word stems
 * (lib/shared/content-search.ts, server-only); the marking here takes the words that search
 * found, so it runs in the browser too without the stemmers.
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

/** A word: a run of letters and digits (a query's words are split the same way, `searchTerms`). */
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, folded, with their places in it ([start, end) in the text's own units). */
export function textWords(text: string): Array<{ word: string; start: number; end: number }> {
  return [...foldForSearch(text).matchAll(WORD)].map((match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Where the marked words (folded, lib/shared/content-search.ts `marked`) stand in the text, as sorted [start, end) ranges. */
function matchRanges(text: string, marks: readonly string[]): Array<[number, number]> {
  if (marks.length === 0) return [];
  const marked = new Set(marks);
  return textWords(text)
    .filter(({ word }) => marked.has(word))
    .map(({ start, end }): [number, number] => [start, end]);
}

export interface TextSegment {
  text: string;
  match: boolean;
}

/** Plain text cut into marked words and the rest, for a title or a snippet rendered as text. */
export function highlightText(text: string, marks: readonly string[]): TextSegment[] {
  const ranges = matchRanges(text, marks);
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

/** One run of text between tags, with its marked words wrapped in <mark>; entities are never cut. */
function markRun(run: string, marks: readonly string[]): string {
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
  const ranges = matchRanges(plain, marks);
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
 * Sanitised HTML (lib/html/sanitize.ts) with the marked words wrapped in <mark>, in text only:
 * tags and their attributes are never touched. Sanitise first, then highlight.
 */
export function highlightHtml(html: string, marks: readonly string[]): string {
  if (marks.length === 0) return html;
  return html.replace(/([^<]+)|(<[^>]*>?)/g, (whole, text: string | undefined) =>
    text ? markRun(text, marks) : whole,
  );
}

/**
 * A plain-text window of about 2 × radius characters around the first marked word, with "…"
 * where the text was cut; the text's start when nothing in it is marked.
 */
export function searchSnippet(text: string, marks: readonly string[], radius = 80): string {
  const first = matchRanges(text, marks)[0];
  const start = first ? Math.max(0, first[0] - radius) : 0;
  const end = Math.min(text.length, (first ? first[1] : 0) + radius * (first ? 1 : 2));
  // Cut at spaces so no word is broken, unless the text has none near the edge.
  const from = start === 0 ? 0 : text.indexOf(' ', start) + 1 || start;
  const space = end === text.length ? -1 : text.lastIndexOf(' ', end);
  const to = space > (first ? first[1] : from) ? space : end;
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
}
