import { attributesOf, decodeEntities, escapeAttribute, escapeText, markupParts } from '@/lib/shared/markup';
import { imageSize } from 'image-size';
import { MAX_IMAGE_SIDE_PX, MAX_UPLOAD_BYTES, type UploadType } from '@/lib/shared/request-limits';
import type { MessageKey } from '../i18n';

/**
 * Uploaded images (the agency's logo, an avatar: docs/product.md "Running the agency: the calls"),
 * recognised by their bytes, never by the file's name or the type the browser claims: PNG, JPEG,
 * WebP by their signatures and a header giving their size, at most MAX_IMAGE_SIDE_PX a side; SVG only as rebuilt through a strict allowlist of elements and
 * attributes (no script, style, event handler, foreign content or external reference).
 */
export type CheckedImage = { ok: true; type: UploadType; bytes: Buffer } | { ok: false; error: MessageKey };

const startsWith = (bytes: Buffer, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);

export function checkImage(bytes: Buffer): CheckedImage {
  if (bytes.length === 0) return { ok: false, error: 'validation.fileRequired' };
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, error: 'validation.imageSize' };
  const raster = rasterType(bytes);
  if (raster) {
    const problem = pixelProblem(bytes);
    return problem ? { ok: false, error: problem } : { ok: true, type: raster, bytes };
  }
  const svg = sanitizeSvg(bytes);
  return svg === null
    ? { ok: false, error: 'validation.imageType' }
    : { ok: true, type: 'image/svg+xml', bytes: Buffer.from(svg, 'utf8') };
}

function rasterType(bytes: Buffer): UploadType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
}

/** A raster image's size from its header: unreadable is not an image; a side over MAX_IMAGE_SIDE_PX is too large to show. */
function pixelProblem(bytes: Buffer): MessageKey | null {
  let size: { width: number; height: number };
  try {
    size = imageSize(bytes);
  } catch {
    return 'validation.imageType';
  }
  return size.width > MAX_IMAGE_SIDE_PX || size.height > MAX_IMAGE_SIDE_PX ? 'validation.imagePixels' : null;
}

/** Lower-case name → the name SVG spells it with. */
const SVG_ELEMENTS = new Map(
  [
    'svg',
    'g',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'defs',
    'linearGradient',
    'radialGradient',
    'stop',
    'clipPath',
    'title',
    'desc',
  ].map((name) => [name.toLowerCase(), name]),
);
const SVG_ATTRIBUTES = new Map(
  [
    'viewBox',
    'width',
    'height',
    'x',
    'y',
    'x1',
    'y1',
    'x2',
    'y2',
    'cx',
    'cy',
    'r',
    'rx',
    'ry',
    'd',
    'points',
    'fill',
    'stroke',
    'stroke-width',
    'stroke-linecap',
    'stroke-linejoin',
    'stroke-miterlimit',
    'stroke-dasharray',
    'opacity',
    'fill-opacity',
    'stroke-opacity',
    'fill-rule',
    'clip-rule',
    'clip-path',
    'transform',
    'offset',
    'stop-color',
    'stop-opacity',
    'gradientUnits',
    'gradientTransform',
    'id',
    'font-family',
    'font-size',
    'font-weight',
    'text-anchor',
    'preserveAspectRatio',
    'version',
  ].map((name) => [name.toLowerCase(), name]),
);
/** Dropped with everything inside them. */
const SVG_DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'foreignobject',
  'iframe',
  'object',
  'embed',
  'a',
  'image',
  'use',
  'animate',
  'set',
  'handler',
]);

/** An attribute value the image may keep: no markup, no script, only local `url(#id)` references. */
function safeValue(raw: string): string | null {
  const value = decodeEntities(raw);
  if (/[<>]/.test(value) || /javascript:|expression\(|@import/i.test(value)) return null;
  for (const reference of value.matchAll(/url\(([^)]*)\)/gi)) {
    if (!/^\s*['"]?#[\w-]+['"]?\s*$/.test(reference[1] ?? '')) return null;
  }
  return value;
}

/**
 * The SVG rebuilt from its allowed parts, or null when it is not an SVG image at all or carries
 * what no image needs (a DOCTYPE or entity declarations, CDATA, processing instructions).
 */
export function sanitizeSvg(bytes: Buffer): string | null {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) return null;
  const body = text.replace(/^\s*<\?xml[^?]*\?>/, '').trimStart();
  if (/<!DOCTYPE|<!ENTITY|<!\[CDATA\[|<\?/i.test(body)) return null;
  const withoutComments = body.replace(/^(\s*<!--[\s\S]*?-->)*\s*/, '');
  if (!/^<svg[\s>]/i.test(withoutComments)) return null;

  let out = '';
  const open: string[] = [];
  for (const part of markupParts(body, SVG_DROP_WITH_CONTENT)) {
    if ('text' in part) {
      out += escapeText(part.text);
      continue;
    }
    const name = SVG_ELEMENTS.get(part.tag.name);
    if (!name) continue;
    if (part.tag.closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    let tag = `<${name}`;
    if (name === 'svg' && open.length === 0) tag += ' xmlns="http://www.w3.org/2000/svg"';
    for (const [attribute, raw] of attributesOf(part.tag.attributes)) {
      const spelled = SVG_ATTRIBUTES.get(attribute);
      const value = spelled ? safeValue(raw) : null;
      if (spelled && value !== null) tag += ` ${spelled}="${escapeAttribute(value)}"`;
    }
    if (part.tag.selfClosing) {
      out += `${tag}/>`;
    } else {
      out += `${tag}>`;
      open.push(name);
    }
  }
  while (open.length) out += `</${open.pop()}>`;
  return out.trimStart().startsWith('<svg') ? out.trim() : null;
}

/** Headers an image is served with: its checked type, never sniffed, never able to run anything. */
export const IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'cache-control': 'private, max-age=300',
} as const;

/** The text fields and file parts of a multipart/form-data body. */
export class FormBody {
  readonly fields: Record<string, string> = {};
  readonly files: Record<string, Buffer> = {};
}

/** A call's fields whether it came as form data or as JSON; files only from form data. */
export function formOf(body: unknown): { fields: Record<string, unknown>; files: Record<string, Buffer> } {
  if (body instanceof FormBody) return body;
  return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, files: {} };
}

/**
 * A small multipart/form-data reader for the two upload calls (the demo has no multipart plugin):
 * the body is already whole and capped (UPLOAD_BODY_LIMIT_BYTES); a part with a `filename` is a
 * file, others are text fields. Malformed bodies yield what could be read, which then fails the
 * calls' own checks (422).
 */
export function parseMultipart(body: Buffer, contentType: string): FormBody {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const form = new FormBody();
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return form;
  const delimiter = Buffer.from(`--${marker}`);
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    const part = body.subarray(start + 2, next - 2); // CRLF after the delimiter, CRLF before the next
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const headers = part.subarray(0, split).toString('utf8');
      const content = part.subarray(split + 4);
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      if (name && /filename="/i.test(headers)) form.files[name] = Buffer.from(content);
      else if (name) form.fields[name] = content.toString('utf8');
    }
    at = next;
  }
  return form;
}
