import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // The demo backend and its native SQLite driver never belong in the portal bundle.
  serverExternalPackages: ['better-sqlite3'],
  // The saved-offers PDF (lib/pdf/) reads its TTFs at run time from process.cwd(), which is
  // .next/standalone in production; nothing imports them, so the trace must be told.
  outputFileTracingIncludes: { '/api/\\[\\.\\.\\.path\\]': ['./assets/fonts/**/*'] },
  // forbidden() and app/forbidden.tsx: a backend 403 shows the 403 page (lib/backend/client.ts).
  experimental: { authInterrupts: true },
};

export default withNextIntl(nextConfig);
