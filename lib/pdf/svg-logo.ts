import { createElement, type ElementType, type ReactElement } from 'react';

/**
 * The theme logos (public/themes/<id>/logo.svg) as react-pdf drawing elements, so the PDF
 * carries the same vector mark as the portal. It reads only our own files and only the subset
 * they use; anything else is an error rather than a silently different logo. The components come
 * from the caller because @react-pdf/renderer is loaded lazily (and not at all in unit tests).
 */

export const SVG_TAGS = ['svg', 'g', 'defs', 'linearGradient', 'stop', 'rect', 'circle', 'ellipse', 'path'] as const;
export type SvgTag = (typeof SVG_TAGS)[number];

export type SvgProps = Record<string, string | number>;

export interface SvgNode {
  tag: SvgTag;
  props: SvgProps;
  children: SvgNode[];
}

/** react-pdf's Svg, G, Defs, LinearGradient, Stop, Rect, Circle, Ellipse and Path. */
export type SvgComponents = Record<SvgTag, ElementType>;

/** SVG attribute → react-pdf prop. */
const ATTRIBUTES: Readonly<Record<string, string>> = {
  fill: 'fill',
  stroke: 'stroke',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  opacity: 'opacity',
  rx: 'rx',
  ry: 'ry',
  cx: 'cx',
  cy: 'cy',
  r: 'r',
  x: 'x',
  y: 'y',
  x1: 'x1',
  y1: 'y1',
  x2: 'x2',
  y2: 'y2',
  width: 'width',
  height: 'height',
  d: 'd',
  offset: 'offset',
  'stop-color': 'stopColor',
  id: 'id',
  viewBox: 'viewBox',
};

/** Root attributes for browsers only (namespace, accessibility): the PDF has no use for them. */
const BROWSER_ONLY_ROOT_ATTRIBUTES = new Set(['xmlns', 'role', 'aria-label']);

/** Props react-pdf reads as numbers; written as numbers when the value is a plain number. */
const NUMERIC_PROPS = new Set([
  'strokeWidth',
  'opacity',
  'rx',
  'ry',
  'cx',
  'cy',
  'r',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'width',
  'height',
  'offset',
]);
const PLAIN_NUMBER = /^-?(?:\d+\.?\d*|\.\d+)$/;

export class SvgLogoError extends Error {
  constructor(message: string) {
    super(`SVG logo: ${message}`);
    this.name = 'SvgLogoError';
  }
}

function isTag(name: string): name is SvgTag {
  return (SVG_TAGS as readonly string[]).includes(name);
}

function propsOf(tag: SvgTag, source: string): SvgProps {
  const props: SvgProps = {};
  const attribute = /\s+([^\s=]+)\s*=\s*"([^"]*)"/gy;
  let match: RegExpExecArray | null;
  let end = 0;
  while ((match = attribute.exec(source))) {
    end = attribute.lastIndex;
    const [, name = '', value = ''] = match;
    if (tag === 'svg' && BROWSER_ONLY_ROOT_ATTRIBUTES.has(name)) continue;
    const prop = ATTRIBUTES[name];
    if (!prop) throw new SvgLogoError(`unknown attribute ${name} on <${tag}>`);
    props[prop] = NUMERIC_PROPS.has(prop) && PLAIN_NUMBER.test(value) ? Number(value) : value;
  }
  if (source.slice(end).trim()) throw new SvgLogoError(`cannot read the attributes of <${tag}>: ${source.trim()}`);
  return props;
}

// Comments, the XML declaration, a closing tag, an opening or empty tag, or text between tags.
const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<\/([A-Za-z]+)\s*>|<([A-Za-z]+)((?:\s+[^\s=/>]+\s*=\s*"[^"]*")*)\s*(\/?)>|([^<]+)/y;

/** Parses one of our logo files; throws SvgLogoError on anything outside the subset. */
export function parseSvgLogo(text: string): SvgNode {
  const root: SvgNode = { tag: 'svg', props: {}, children: [] };
  const stack: SvgNode[] = [];
  let seenRoot = false;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) throw new SvgLogoError(`unreadable markup at ${at}: ${text.slice(at, at + 40)}`);
    const [, closing, opening, attributes = '', selfClosing, between] = match;
    if (between !== undefined) {
      if (between.trim()) throw new SvgLogoError(`text content is not supported: ${between.trim().slice(0, 40)}`);
    } else if (closing) {
      const open = stack.pop();
      if (open?.tag !== closing) throw new SvgLogoError(`</${closing}> closes <${open?.tag ?? 'nothing'}>`);
    } else if (opening) {
      if (!isTag(opening)) throw new SvgLogoError(`unknown element <${opening}>`);
      const parent = stack.at(-1);
      if (!parent && seenRoot) throw new SvgLogoError(`<${opening}> after the root element`);
      if ((opening === 'svg') !== !parent)
        throw new SvgLogoError(`<${opening}> where ${parent ? 'a child' : '<svg>'} belongs`);
      const node: SvgNode = opening === 'svg' ? root : { tag: opening, props: {}, children: [] };
      node.props = propsOf(opening, attributes);
      parent?.children.push(node);
      seenRoot = true;
      if (!selfClosing) stack.push(node);
    }
  }
  if (!seenRoot) throw new SvgLogoError('no <svg> element');
  if (stack.length) throw new SvgLogoError(`<${stack.at(-1)?.tag}> is never closed`);
  return root;
}

/** The parsed logo as react-pdf elements; `rootProps` sizes it (width, height, style). */
export function svgLogoElement(
  node: SvgNode,
  components: SvgComponents,
  rootProps: Record<string, unknown> = {},
): ReactElement {
  const build = (current: SvgNode, key: number | undefined, extra: Record<string, unknown>): ReactElement =>
    createElement(
      components[current.tag],
      { ...current.props, ...extra, key },
      ...current.children.map((child, index) => build(child, index, {})),
    );
  return build(node, undefined, rootProps);
}
