'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { ErrorView } from '@/components/layout/error-view';
import { LOCALE_COOKIE, resolveLocale, type Locale } from '@/lib/i18n/locales';
import { isClientError, reportClientError } from '@/lib/errors/page-error';
import './globals.css';

// The root layout (and with it next-intl) is gone when this renders, so the few texts it needs
// are kept here in every language rather than loading whole catalogues.
const texts: Record<Locale, { title: string; message: string; retry: string; home: string; image: string }> = {
  ru: {
    title: 'Что-то пошло не так',
    message: 'Что-то пошло не так. Мы знаем о проблеме и работаем над её устранением. Пожалуйста, обновите страницу или зайдите позже.',
    retry: 'Повторить',
    home: 'На главную',
    image: 'Предупреждающий знак',
  },
  en: {
    title: 'Something went wrong',
    message: 'Something went wrong. We are aware of the issue and working to fix it. Please refresh or come back later.',
    retry: 'Retry',
    home: 'Return to Home',
    image: 'A warning sign',
  },
  ro: {
    title: 'Ceva nu a funcționat',
    message: 'Ceva nu a funcționat. Știm despre problemă și lucrăm la remedierea ei. Vă rugăm să reîmprospătați pagina sau să reveniți mai târziu.',
    retry: 'Reîncearcă',
    home: 'Înapoi la pagina principală',
    image: 'Un semn de avertizare',
  },
  ua: {
    title: 'Щось пішло не так',
    message: 'Щось пішло не так. Ми знаємо про проблему і працюємо над її усуненням. Будь ласка, оновіть сторінку або поверніться пізніше.',
    retry: 'Повторити',
    home: 'На головну',
    image: 'Попереджувальний знак',
  },
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
  const locale = useSyncExternalStore(noSubscription, localeFromDocument, () => 'ru' as const);
  useEffect(() => {
    console.error(error);
    if (isClientError(error)) reportClientError(error);
  }, [error]);
  const text = texts[locale];
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
              <button type="button" onClick={() => window.location.reload()} className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold">
                {text.retry}
              </button>
              {/* A full load: the root layout itself failed, so nothing of this tree is reused. */}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
              <a href="/" className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-brand-contrast">
                {text.home}
              </a>
            </>
          }
        />
      </body>
    </html>
  );
}
