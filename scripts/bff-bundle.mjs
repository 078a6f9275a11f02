// @ts-check
// The BFF as a bundle of its own (docs/architecture.md §9): lib/bff/node-entry.ts and what it imports,
// with the `@/` alias resolved, into `.next/standalone/bff.mjs`, which server.mjs imports. Only
// react and @react-pdf/renderer stay outside: the saved-offers PDF's renderer must share one
// React with it, and Next's standalone trace already holds both (route.ts imports the same code);
// everything else (zod, iron-session, jose, next-intl) is in the bundle, because Next's own build
// inlines them into its chunks and leaves no copy in the standalone node_modules.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The files under app/api, relative to it and `/` separated: what decides which /api/ paths are Next's.
 * @param {string} root
 * @returns {string[]}
 */
export function appApiFiles(root) {
  const dir = path.join(root, 'app', 'api');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep).join('/'));
}

/**
 * The BFF runs outside Next (server.mjs), so nothing it reaches may import Next: Next's request
 * APIs (cookies(), headers()) would work under `next dev` and throw here. eslint.config.mjs says
 * so for lib/bff itself; this says it for everything lib/bff imports, at build time.
 * @type {import('esbuild').Plugin}
 */
const noNext = {
  name: 'no-next',
  setup(build) {
    build.onResolve({ filter: /^next(\/|$)/ }, (args) => ({
      errors: [
        {
          text: `the BFF bundle must not import "${args.path}" (imported by ${path.relative(build.initialOptions.absWorkingDir ?? '.', args.importer)}): it runs outside Next`,
        },
      ],
    }));
  },
};

/**
 * react and @react-pdf/renderer stay outside the bundle, loaded from the standalone node_modules:
 * the PDF renderer must share one React with the documents it renders. Their exact names only
 * (esbuild's `external` would take every subpath too): react/jsx-runtime is bundled, because Node
 * cannot see its named exports (jsx, jsxs) through its CommonJS re-export, and it needs nothing
 * of React's instance but React's global symbols.
 * @type {import('esbuild').Plugin}
 */
const sharedWithNext = {
  name: 'shared-with-next',
  setup(build) {
    build.onResolve({ filter: /^(react|@react-pdf\/renderer)$/ }, (args) => ({ path: args.path, external: true }));
  },
};

/**
 * Bundles the BFF of the checkout at `root` into `<outdir>/bff.mjs`, with the chunks of what it
 * imports lazily (the PDF renderer, each language's messages) in `<outdir>/bff/`, so a process
 * loads them only when a call needs them, as under Next.
 * @param {string} root
 * @param {string} outdir
 */
export async function bundleBff(root, outdir) {
  rmSync(path.join(outdir, 'bff'), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { bff: path.join(root, 'lib', 'bff', 'node-entry.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'bff/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.9',
    // The entry turns the list into routes (lib/bff/next-api-routes.ts).
    define: { __APP_API_FILES__: JSON.stringify(appApiFiles(root)) },
    // CommonJS packages in an ES module bundle call require(): give them Node's.
    banner: {
      js: "import { createRequire as __bffCreateRequire } from 'node:module'; const require = __bffCreateRequire(import.meta.url);",
    },
    plugins: [noNext, sharedWithNext],
    jsx: 'automatic',
    logLevel: 'warning',
    legalComments: 'none',
  });
}
