'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { ErrorView } from '@/components/layout/error-view';
import { buttonClass } from '@/components/ui/button';
import { defaultLocale, LOCALE_COOKIE, resolveLocale, type Locale } from '@/lib/i18n/locales';
import { isClientError, reportClientError } from '@/lib/errors/page-error';
import './globals.css';

export interface GlobalErrorTexts {
  title: string;
  message: string;
  retry: string;
  home: string;
  image: string;
}

// The root layout (and with it next-intl) is gone when this renders, so the few texts it needs
// are kept here rather than loading whole catalogues: the default language's in this file (the
// server render and the fallback), the others in ./global-error-texts, fetched when needed.
const DEFAULT_TEXTS: GlobalErrorTexts = {
  title: 'Что-то пошло не так',
  message: 'Мы знаем о проблеме и работаем над её устранением. Пожалуйста, обновите страницу или зайдите позже.',
  retry: 'Повторить',
  home: 'На главную',
  image: 'Предупреждающий знак',
};

const noSubscription = () => () => undefined;

function localeFromDocument(): Locale {
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return resolveLocale(cookie, navigator.languages.join(','));
}

/** The root layout itself failed: page 999 in its own document, reported once when it happened here. */
export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  // The server render says ru; the browser then reads the stored choice.
  const wanted = useSyncExternalStore(noSubscription, localeFromDocument, () => defaultLocale);
  const [loaded, setLoaded] = useState<{ locale: Locale; texts: GlobalErrorTexts } | null>(null);
  useEffect(() => {
    console.error(error);
    if (isClientError(error)) reportClientError(error);
  }, [error]);
  useEffect(() => {
    if (wanted === defaultLocale) return;
    let live = true;
    // Unreachable (offline, or a deploy removed the chunk): the page stays in the default language.
    import('./global-error-texts').then(
      ({ texts }) => {
        const found = texts[wanted];
        if (live && found) setLoaded({ locale: wanted, texts: found });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  const shown = loaded?.locale === wanted ? loaded : { locale: defaultLocale, texts: DEFAULT_TEXTS };
  const { locale, texts: text } = shown;
  return (
    <html lang={locale === 'ua' ? 'uk' : locale}>
      <body>
        <title>{text.title}</title>
        <ErrorView
          code="999"
          title={text.title}
          message={text.message}
          imageAlt={text.image}
          actions={
            <>
              <button type="button" onClick={() => window.location.reload()} className={buttonClass('secondary')}>
                {text.retry}
              </button>
              {/* A full load: the root layout itself failed, so nothing of this tree is reused. */}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
              <a href="/" className={buttonClass('primary')}>
                {text.home}
              </a>
            </>
          }
        />
      </body>
    </html>
  );
}
