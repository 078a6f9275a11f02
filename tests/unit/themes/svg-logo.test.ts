import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  parseSvgLogo,
  svgLogoElement,
  SvgLogoError,
  SVG_TAGS,
  type SvgComponents,
  type SvgNode,
} from '@/lib/pdf/svg-logo';
import { themes } from '@/themes';

const logoOf = (logo: string) => readFileSync(path.join(process.cwd(), 'public', logo), 'utf8');

/** Stand-ins for react-pdf's components: named functions, so the element tree says which was used. */
const components = Object.fromEntries(
  SVG_TAGS.map((tag) => [tag, Object.defineProperty(() => null, 'name', { value: `Pdf_${tag}` })]),
) as unknown as SvgComponents;

function flatten(node: SvgNode): SvgNode[] {
  return [node, ...node.children.flatMap(flatten)];
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Every element of the file with its attributes, read independently of the parser. */
function elementsInSource(svg: string): Array<{ tag: string; attributes: Array<[string, string]> }> {
  return [...svg.matchAll(/<([A-Za-z]+)([^>]*?)\/?>/g)].map(([, tag = '', rest = '']) => ({
    tag,
    attributes: [...rest.matchAll(/([^\s=]+)="([^"]*)"/g)].map(
      ([, name = '', value = '']) => [name, value] as [string, string],
    ),
  }));
}

describe('theme logos as react-pdf drawings', () => {
  it.each(themes.map((theme) => [theme.id, theme.logo]))(
    '%s: every element and attribute is carried over',
    (_id, logo) => {
      const svg = logoOf(logo);
      const nodes = flatten(parseSvgLogo(svg));
      const source = elementsInSource(svg);

      expect(nodes.map((node) => node.tag)).toEqual(source.map((element) => element.tag));
      source.forEach((element, index) => {
        const props = nodes[index]!.props;
        const expected = element.attributes.filter(
          ([name]) => !(element.tag === 'svg' && ['xmlns', 'role', 'aria-label'].includes(name)),
        );
        expect(Object.keys(props)).toHaveLength(expected.length);
        for (const [name, value] of expected) {
          const prop = props[camel(name)];
          expect(prop).toBe(typeof prop === 'number' ? Number(value) : value);
        }
      });
      expect(nodes[0]!.props.viewBox).toBe('0 0 64 64');
    },
  );

  it('writes numbers as numbers and keeps paths, colours and gradient references as written', () => {
    const node = parseSvgLogo(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2563eb"/></linearGradient></defs>' +
        '<path d="M8 34c8-3 16-3 24 0" fill="url(#g)" stroke-width="2.5" stroke-linecap="round" opacity=".8"/></svg>',
    );
    const [defs, path] = node.children;
    expect(defs!.children[0]!.props).toEqual({ id: 'g', x1: 0, y1: 0, x2: 1, y2: 1 });
    expect(defs!.children[0]!.children[0]!.props).toEqual({ offset: 0, stopColor: '#2563eb' });
    expect(path!.props).toEqual({
      d: 'M8 34c8-3 16-3 24 0',
      fill: 'url(#g)',
      strokeWidth: 2.5,
      strokeLinecap: 'round',
      opacity: 0.8,
    });
  });

  it('builds the element tree with the given components, sized by the caller', () => {
    const element = svgLogoElement(parseSvgLogo(logoOf('/themes/default/logo.svg')), components, {
      width: 40,
      height: 40,
    });
    const names = (node: ReactElement): string[] => {
      const { children } = node.props as { children?: ReactNode };
      const list = (Array.isArray(children) ? children : children === undefined ? [] : [children]).filter(
        isValidElement,
      ) as ReactElement[];
      return [(node.type as { name: string }).name, ...list.flatMap(names)];
    };
    expect(names(element)).toEqual([
      'Pdf_svg',
      'Pdf_defs',
      'Pdf_linearGradient',
      'Pdf_stop',
      'Pdf_stop',
      'Pdf_circle',
      'Pdf_path',
      'Pdf_path',
      'Pdf_circle',
      'Pdf_path',
    ]);
    expect(element.props).toMatchObject({ viewBox: '0 0 64 64', width: 40, height: 40 });
  });

  it.each([
    ['an unknown element', '<svg viewBox="0 0 1 1"><text x="0">A</text></svg>', /unknown element <text>/],
    [
      'an unknown attribute',
      '<svg viewBox="0 0 1 1"><path d="M0 0" transform="scale(2)"/></svg>',
      /unknown attribute transform on <path>/,
    ],
    ['a style attribute', '<svg viewBox="0 0 1 1"><rect width="1" style="fill:red"/></svg>', /unknown attribute style/],
    ['text content', '<svg viewBox="0 0 1 1">hello</svg>', /text content/],
    ['a wrong closing tag', '<svg viewBox="0 0 1 1"><g></svg>', /<\/svg> closes <g>/],
    ['an unclosed root', '<svg viewBox="0 0 1 1"><g/>', /<svg> is never closed/],
    ['a drawing outside <svg>', '<rect width="1"/>', /<rect> where <svg> belongs/],
    ['no svg at all', '   ', /no <svg> element/],
  ])('refuses %s rather than drawing a different logo', (_name, svg, message) => {
    expect(() => parseSvgLogo(svg)).toThrow(SvgLogoError);
    expect(() => parseSvgLogo(svg)).toThrow(message);
  });
});
