import { attributesOf, decodeEntities, escapeAttribute, escapeText, markupParts } from '@/lib/shared/markup';

/**
 * The operator's HTML (notification messages, news, rules, FAQ answers: docs/product.md §3, §10)
 * is rendered, so it passes through one allowlist: a small rebuilder instead of a library
 * (DOMPurify needs a DOM on the server, jsdom for it is heavy). Every tag is re-emitted from its
 * parsed name and its allowed attributes only, so nothing the author wrote reaches the page raw:
 * scripts, styles and frames go with their content, event handlers and `style` attributes are
 * never emitted, links keep only http(s), mailto and site paths, images only site paths (the
 * portal's CSP allows images from its own origin).
 */

const ALLOWED_TAGS = new Set([
  'b',
  'i',
  'strong',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'p',
  'br',
  'hr',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
]);
/** A page has one h1, the page's own title: the author's h1 is rendered as an h2. */
const RENAMED: Record<string, string> = { h1: 'h2' };
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Their content is code or foreign markup, not text: dropped together with the tag. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
]);

// Browsers ignore control characters and spaces inside schemes ("java\tscript:"), so do we.
const compact = (raw: string) => decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
const isSitePath = (href: string) => /^\/(?![/\\])/.test(href);

/** http(s), mailto, or a path on this site; anything else (javascript:, data:, //host) is refused. */
export function safeHref(raw: string): string | null {
  const href = compact(raw);
  if (/^(https?:\/\/|mailto:)/i.test(href)) return href;
  return isSitePath(href) ? href : null;
}

/** An image only from this site (the CSP's img-src 'self'); data:, other hosts and scripts are refused. */
export function safeImageSrc(raw: string): string | null {
  const src = compact(raw);
  return isSitePath(src) ? src : null;
}

const smallNumber = (value: string | undefined) => (value && /^\d{1,4}$/.test(value.trim()) ? value.trim() : null);

/** The tag as emitted, or null when it must not appear at all (an image without a safe source). */
function rebuildOpenTag(name: string, raw: string): string | null {
  if (name === 'a') {
    const href = safeHref(attributesOf(raw).get('href') ?? '');
    if (!href) return '<a>';
    const external = /^https?:/i.test(href);
    return `<a href="${escapeAttribute(href)}" rel="noopener noreferrer"${external ? ' target="_blank"' : ''}>`;
  }
  if (name === 'img') {
    const attributes = attributesOf(raw);
    const src = safeImageSrc(attributes.get('src') ?? '');
    if (!src) return null;
    let tag = `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(decodeEntities(attributes.get('alt') ?? ''))}"`;
    for (const size of ['width', 'height']) {
      const value = smallNumber(attributes.get(size));
      if (value) tag += ` ${size}="${value}"`;
    }
    return `${tag} loading="lazy">`;
  }
  if (name === 'td' || name === 'th') {
    const attributes = attributesOf(raw);
    let tag = `<${name}`;
    for (const span of ['colspan', 'rowspan']) {
      const value = smallNumber(attributes.get(span));
      if (value) tag += ` ${span}="${value}"`;
    }
    return `${tag}>`;
  }
  return `<${name}>`;
}

export interface SanitizeOptions {
  /**
   * Shift the text's headings so its highest one is this level and the others keep their distance
   * (a news text that starts at h3 under the page's h1 skips no level: docs/product.md §10).
   * Without it only an h1 is renamed, to h2.
   */
  headingsFrom?: 2 | 3 | 4 | 5 | 6;
}

const HEADING = /<h([1-6])[\s/>]/gi;

/** The tag a heading is re-emitted as: `shift` levels down (up when negative), never above h2 nor below h6. */
function headingName(level: number, shift: number): string {
  return `h${Math.min(6, Math.max(2, level - shift))}`;
}

/** Safe HTML for dangerouslySetInnerHTML: allowed tags re-emitted, others unwrapped, dangerous ones dropped. */
export function sanitizeHtml(html: string, { headingsFrom }: SanitizeOptions = {}): string {
  const levels = headingsFrom ? [...html.matchAll(HEADING)].map((match) => Number(match[1])) : [];
  const shift = headingsFrom && levels.length ? Math.min(...levels) - headingsFrom : null;
  let out = '';
  const open: string[] = [];

  for (const part of markupParts(html, DROP_WITH_CONTENT)) {
    if ('text' in part) {
      out += escapeText(part.text);
      continue;
    }
    const { name: parsed, closing, attributes } = part.tag;
    const name =
      shift !== null && /^h[1-6]$/.test(parsed) ? headingName(Number(parsed[1]), shift) : (RENAMED[parsed] ?? parsed);
    if (!ALLOWED_TAGS.has(name)) continue;
    if (VOID_TAGS.has(name)) {
      if (!closing) out += rebuildOpenTag(name, attributes) ?? '';
      continue;
    }
    if (!closing) {
      out += rebuildOpenTag(name, attributes);
      open.push(name);
      continue;
    }
    // Close only what is open, so a stray end tag cannot close the page's own markup.
    const at = open.lastIndexOf(name);
    if (at === -1) continue;
    while (open.length > at) out += `</${open.pop()}>`;
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
