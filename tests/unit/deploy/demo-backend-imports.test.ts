import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkoutImports, importsOf, resolveImport, sourceFiles } from '@/tests/helpers/checkout-imports';

/**
 * The demo backend is a package of its own (demo-backend/package.json) that agencies never deploy.
 * It loads from the portal only what both sides share on purpose, and the portal loads nothing of
 * it. eslint.config.mjs says so of each import as it is written; here every import is followed.
 */
const root = process.cwd();

/** Everything of the portal the demo backend may load, and why. */
const SHARED = [
  // The wire format: one schema per resource, for the BFF, the forms, the hooks and the backend.
  'lib/schemas/',
  // The rules both sides apply: tourist ages and phones, the offer's wording, the PDF font.
  'lib/shared/',
  // Dates and prices as the portal writes them, the locales and the catalogues: the order
  // documents the backend prints read like the portal's own PDF.
  'lib/format/',
  'lib/i18n/locales.ts',
  'lib/i18n/catalogues.ts',
  'messages/',
  // Only through the above: the day arithmetic of the tourist rules and the theme registry's hosts
  // (lib/shared/portal-hosts.ts: where the bank may send a browser back).
  'lib/search/date-range.ts',
  'themes/registry.ts',
  'themes/types.ts',
];
/** The part of SHARED the backend's own files may name; the rest comes only through it. */
const IMPORTED_DIRECTLY = [
  'lib/schemas/',
  'lib/shared/',
  'lib/format/',
  'lib/i18n/locales.ts',
  'lib/i18n/catalogues.ts',
];

const within = (places: string[]) => (file: string) =>
  places.some((place) => (place.endsWith('/') ? file.startsWith(place) : file === place));
const backend = checkoutImports(root, 'demo-backend/src');
const portalFiles = [...backend.files].filter((file) => !file.startsWith('demo-backend/'));

describe('the demo backend takes from the portal only what they share', () => {
  it('loads no portal file outside the shared places, however deep the import', () => {
    expect(portalFiles.filter((file) => !within(SHARED)(file))).toEqual([]);
  });

  it('names only the wire schemas and the shared rules itself', () => {
    const direct = backend.edges.filter(
      ({ from, to }) => from.startsWith('demo-backend/') && !to.startsWith('demo-backend/'),
    );
    expect(direct.filter(({ to }) => !within(IMPORTED_DIRECTLY)(to))).toEqual([]);
    // The walk does follow imports, relative ones included (lib/format/price.ts → ./number).
    expect(portalFiles).toEqual(
      expect.arrayContaining([
        'lib/schemas/orders.ts',
        'lib/shared/tourist-rules.ts',
        'lib/format/number.ts',
        'messages/ro/index.ts',
      ]),
    );
  });

  it('uses every shared place the list names, so the list says what is shared today', () => {
    expect(SHARED.filter((place) => !portalFiles.some(within([place])))).toEqual([]);
  });

  it('declares every package it loads in its own package.json (its image installs nothing else)', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'demo-backend/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const missing = [...backend.packages]
      .filter(([name]) => !(name in manifest.dependencies))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
    // It runs under tsx, and forks its PDF worker with `--import tsx`.
    expect(manifest.dependencies).toHaveProperty('tsx');
  });
});

describe('the portal ships without the demo backend', () => {
  const portal = ['app', 'components', 'lib', 'themes'].flatMap((dir) => sourceFiles(root, dir));
  const rootFiles = [
    'proxy.ts',
    'instrumentation.ts',
    'instrumentation-node.ts',
    'next.config.ts',
    'server.mjs',
    'server-static.mjs',
    'server-guard.mjs',
  ];

  // server.mjs imports the BFF as built (scripts/bff-bundle.mjs); its source is lib/bff/node-entry.ts.
  const resolve = (file: string, specifier: string) =>
    file === 'server.mjs' && specifier === './bff.mjs' ? 'lib/bff/node-entry.ts' : resolveImport(root, file, specifier);

  it('imports nothing from demo-backend/ (tests and scripts may)', () => {
    const offending = [...portal, ...rootFiles].flatMap((file) =>
      importsOf(readFileSync(path.join(root, file), 'utf8'))
        .map(({ specifier }) => resolve(file, specifier))
        .filter((target) => target?.startsWith('demo-backend/'))
        .map((target) => `${file} → ${target}`),
    );
    expect(portal.length).toBeGreaterThan(100);
    expect(offending).toEqual([]);
  });

  it("keeps its packages out of the portal's own dependencies", () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      workspaces: string[];
    };
    expect(manifest.workspaces).toEqual(['demo-backend']);
    for (const name of ['fastify', 'better-sqlite3', 'tsx']) expect(manifest.dependencies).not.toHaveProperty(name);
  });
});
