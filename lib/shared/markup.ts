/**
 * A small markup tokenizer and its escapes: the operator's HTML allowlist (lib/html/sanitize.ts)
 * and the demo backend's SVG allowlist (demo-backend/src/http/images.ts) both rebuild markup from
 * these tokens, so nothing the author wrote is emitted raw.
 */

export const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
export const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;

export const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|colon|tab|newline);?/gi, (whole, code: string) => {
    const lower = code.toLowerCase();
    if (lower[0] === '#') {
      const n = lower[1] === 'x' ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
    }
    const named: Record<string, string> = {
      amp: '&',
      lt: '<',
      gt: '>',
      quot: '"',
      apos: "'",
      colon: ':',
      tab: '\t',
      newline: '\n',
    };
    return named[lower] ?? whole;
  });
}

export function attributesOf(raw: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of raw.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name && !found.has(name)) found.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

export interface MarkupTag {
  /** Lower-case. */
  name: string;
  closing: boolean;
  selfClosing: boolean;
  /** The raw attributes, for attributesOf. */
  attributes: string;
}

/**
 * The markup as text runs and tags, comments skipped; a tag of `dropWithContent` goes together with
 * everything up to its matching end tag (nested ones of the same name counted), so its content
 * never reaches a rebuilder as text.
 */
export function* markupParts(
  markup: string,
  dropWithContent: ReadonlySet<string>,
): Generator<{ text: string } | { tag: MarkupTag }> {
  let last = 0;
  let dropping: string | null = null;
  let depth = 0;
  for (const match of markup.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (!dropping && index > last) yield { text: markup.slice(last, index) };
    last = index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (!name) continue; // a comment
    const closing = match[1] === '/';
    const selfClosing = match[4] === '/';
    if (dropping) {
      if (name === dropping) depth += closing ? -1 : selfClosing ? 0 : 1;
      if (depth === 0) dropping = null;
      continue;
    }
    if (dropWithContent.has(name)) {
      if (!closing && !selfClosing) {
        dropping = name;
        depth = 1;
      }
      continue;
    }
    yield { tag: { name, closing, selfClosing, attributes: match[3] ?? '' } };
  }
  if (!dropping && last < markup.length) yield { text: markup.slice(last) };
}
