/**
 * Notification messages are HTML written by the tour operator; we render them, so we keep only
 * a few formatting tags and safe links. A small allowlist rebuilder instead of a library
 * (DOMPurify needs a DOM on the server, jsdom for it is heavy): every tag is re-emitted from its
 * parsed name and the allowed attributes only, so nothing the author wrote reaches the page raw.
 */

const ALLOWED_TAGS = new Set(['b', 'i', 'strong', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'a']);
const VOID_TAGS = new Set(['br']);
/** Their content is code or foreign markup, not text: dropped together with the tag. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'textarea', 'title', 'xmp', 'noembed', 'noframes']);

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|colon|tab|newline);?/gi, (whole, code: string) => {
    const lower = code.toLowerCase();
    if (lower[0] === '#') {
      const n = lower[1] === 'x' ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
    }
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n' };
    return named[lower] ?? whole;
  });
}

/** http(s), mailto, or a path on this site; anything else (javascript:, data:, //host) is refused. */
export function safeHref(raw: string): string | null {
  // Browsers ignore control characters and spaces inside schemes ("java\tscript:"), so do we.
  const href = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(https?:\/\/|mailto:)/i.test(href)) return href;
  if (/^\/(?![/\\])/.test(href)) return href;
  return null;
}

function rebuildOpenTag(name: string, attributes: string): string {
  if (name !== 'a') return `<${name}>`;
  let href: string | null = null;
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() !== 'href') continue;
    href = safeHref(match[2] ?? match[3] ?? match[4] ?? '');
  }
  if (!href) return '<a>';
  const external = /^https?:/i.test(href);
  return `<a href="${escapeAttribute(href)}" rel="noopener noreferrer"${external ? ' target="_blank"' : ''}>`;
}

/** Safe HTML for dangerouslySetInnerHTML: allowed tags re-emitted, others unwrapped, dangerous ones dropped. */
export function sanitizeNotificationHtml(html: string): string {
  let out = '';
  let last = 0;
  const open: string[] = [];
  let dropping: string | null = null;

  for (const match of html.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (!dropping) out += escapeText(html.slice(last, index));
    last = index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (!name) continue; // a comment
    const closing = match[1] === '/';

    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && match[4] !== '/') dropping = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (VOID_TAGS.has(name)) {
      if (!closing) out += `<${name}>`;
      continue;
    }
    if (!closing) {
      out += rebuildOpenTag(name, match[3] ?? '');
      open.push(name);
      continue;
    }
    // Close only what is open, so a stray end tag cannot close the page's own markup.
    const at = open.lastIndexOf(name);
    if (at === -1) continue;
    while (open.length > at) out += `</${open.pop()}>`;
  }
  if (!dropping) out += escapeText(html.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

