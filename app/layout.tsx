import type { Metadata, Viewport } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { ClientIntl } from '@/components/providers/client-intl';
import { ReleaseHeldActions } from '@/components/providers/release-held-actions';
import { HOLD_EARLY_ACTIONS_SCRIPT } from '@/lib/held-actions';
import { requestTheme } from '@/lib/theme-request';
import { brandInk } from '@/themes';
import './globals.css';
// The error pages' client code (and next/link, the buttons and the client-error report with it)
// made part of the root layout's chunk. Turbopack lets everything below a layout share that
// layout's client modules, but not an error boundary's: app/error.tsx, app/not-found.tsx,
// app/(portal)/error.tsx and the portal shell each carried their own copy (docs/performance.md).
import '@/components/layout/route-error';

export async function generateMetadata(): Promise<Metadata> {
  const theme = await requestTheme();
  return {
    title: { default: theme.title, template: `${theme.title} | %s` },
    icons: { icon: theme.favicon },
    robots: { index: false, follow: false },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, theme, requestHeaders] = await Promise.all([getLocale(), requestTheme(), headers()]);
  const brand = {
    '--brand-primary': theme.colors.primary,
    '--brand-primary-contrast': theme.colors.primaryContrast,
    '--brand-accent': theme.colors.accent,
    '--brand-ink': brandInk(theme),
  } as CSSProperties;
  return (
    <html lang={locale} data-theme={theme.id} style={brand}>
      <body>
        {/* Before any form or button is parsed: a submit or a click before the page's script runs
            is held, not lost (lib/held-actions.ts). The nonce is proxy.ts's, which the CSP allows. */}
        <script
          nonce={requestHeaders.get('x-nonce') ?? undefined}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: HOLD_EARLY_ACTIONS_SCRIPT }}
        />
        <ReleaseHeldActions />
        <ClientIntl scope="root">{children}</ClientIntl>
      </body>
    </html>
  );
}
