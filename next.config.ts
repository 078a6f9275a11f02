import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // The catalogues (messages/<locale>/<namespace>.json) are compiled from ICU at build time, so
  // the browser formats them with use-intl's small format-only runtime instead of shipping
  // intl-messageformat (~12 KiB gzip) with every page. Jest reads the same JSON uncompiled.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // Every image is shown as it is (small SVGs and the backend's photos): no optimiser, whose
  // /_next/image fetches whatever URL it is given; server-guard.mjs answers that path 404 too.
  images: { unoptimized: true },
  // `npm test` builds after its own typecheck passed (`npm run typecheck`: the route types Next
  // generates, then tsc over the same files and options) and says so; every other build checks them.
  typescript: { ignoreBuildErrors: process.env.PORTAL_TYPES_CHECKED === '1' },
  // SWR imports the useSyncExternalStore shim written for React < 18; under React 19 it only
  // re-exports React's hook, yet its fallback code went with every page that uses SWR.
  turbopack: { resolveAlias: { 'use-sync-external-store/shim': './lib/use-sync-external-store-shim.ts' } },
  // The saved-offers PDF (lib/pdf/) reads its TTFs at run time from process.cwd(), which is
  // .next/standalone in production; nothing imports them, so the trace must be told.
  outputFileTracingIncludes: { '/api/\\[\\.\\.\\.path\\]': ['./assets/fonts/**/*'] },
  experimental: {
    // forbidden() and app/forbidden.tsx: a backend 403 shows the 403 page (lib/backend/client.ts).
    authInterrupts: true,
    // Turbopack keeps apart any chunk over 50 KB by default, so a page loaded 12 scripts, small
    // ones among them, each compressed on its own. Merging the chunks of one page below 200 KB
    // makes it 9: ~1 KiB less gzip on every page and three requests fewer on a slow line
    // (docs/performance.md); shared chunks stay shared, so navigating fetches nothing twice.
    turbopackChunking: { minChunkSize: 200_000 },
    // The build's cache in .next/cache makes the next build on this checkout faster; a CI run is a
    // fresh clone built once, where writing it took 16 s for nothing.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // `npm run bench` only: PORTAL_BENCH_ROUTES=1 at build time puts the benchmark's own routes
  // (app/bench-bare) into the build; the value is inlined here, so setting it when a build runs
  // changes nothing (lib/proxy/proxy-rules.ts benchRoutesBuilt).
  env: { PORTAL_BENCH_ROUTES: process.env.PORTAL_BENCH_ROUTES === '1' ? '1' : '' },
  // `npm run bench` only: BENCH_REWRITE_URL at build time adds a plain Next rewrite straight to
  // the backend, the baseline the BFF is compared with. Under /api/ so proxy.ts skips it, as it
  // skips the BFF; beforeFiles so it wins over app/api/[...path]. Absent, the path is the BFF's
  // (and not on its allowlist: 404).
  ...(process.env.BENCH_REWRITE_URL
    ? {
        async rewrites() {
          return {
            beforeFiles: [
              { source: '/api/__bench-rewrite/:path*', destination: `${process.env.BENCH_REWRITE_URL}/api/:path*` },
            ],
            afterFiles: [],
            fallback: [],
          };
        },
      }
    : {}),
};

export default withNextIntl(nextConfig);
