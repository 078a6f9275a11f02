import type { ReactNode } from 'react';
import { locales, localeNames, type Locale } from '@/lib/i18n/locales';
import type { SelectionText } from '@/lib/selection/locale';
import type { OfferContacts } from '@/lib/schemas/saved-offers';
import type { Theme } from '@/themes';
import { selectionStyles } from './styles';

// Server-only markup, written to static HTML by lib/selection/document-html.ts: no hooks, no
// handlers, nothing that needs script in the browser.

/** What every page of a client selection knows of its request. */
export interface SelectionPageContext {
  text: SelectionText;
  theme: Theme;
  /** `https://agency.example` as the browser addressed it: for the preview tags' absolute URLs. */
  origin: string;
  /** The selection's own path (`/selection/<token>`): the language links point at it. */
  path: string;
  /** The CSP nonce proxy.ts made for this request, put on the inline stylesheet. */
  nonce: string | null;
}

/** The link preview a messenger shows (Open Graph and Twitter card). */
export interface PreviewTags {
  title: string;
  description: string;
}

/** `ua` is our id; the document's language is `uk` (docs/architecture.md §5). */
const langOf = (locale: Locale) => (locale === 'ua' ? 'uk' : locale);

/** The language switcher: plain links, the current language marked. */
function LanguageLinks({ context: { text, path } }: { context: SelectionPageContext }) {
  return (
    <nav aria-label={text.t('selection.language')}>
      <ul className="langs">
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={`${path}?lang=${locale}`}
              hrefLang={langOf(locale)}
              lang={langOf(locale)}
              aria-current={locale === text.locale ? 'true' : undefined}
            >
              {localeNames[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The agency's contacts: title, address, phone (tel:), email (mailto:). */
export function Contacts({ contacts, text: { t } }: { contacts: OfferContacts; text: SelectionText }) {
  return (
    <section className="contacts" aria-labelledby="contacts-heading">
      <h2 id="contacts-heading">{t('selection.contacts.heading')}</h2>
      <p>
        <strong>{contacts.title}</strong>
      </p>
      <dl>
        {contacts.address ? (
          <>
            <dt>{t('selection.contacts.address')}</dt>
            <dd>{contacts.address}</dd>
          </>
        ) : null}
        {contacts.phone ? (
          <>
            <dt>{t('selection.contacts.phone')}</dt>
            <dd>
              <a href={`tel:${contacts.phone.replace(/[^\d+]/g, '')}`}>{contacts.phone}</a>
            </dd>
          </>
        ) : null}
        {contacts.email ? (
          <>
            <dt>{t('selection.contacts.email')}</dt>
            <dd>
              <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * The whole document around a page's main content: head (title, noindex, viewport, preview tags,
 * the inline stylesheet), the brand's top bar with the language links, no script.
 */
export function SelectionDocument({
  context,
  title,
  preview,
  children,
}: {
  context: SelectionPageContext;
  title: string;
  preview?: PreviewTags;
  children: ReactNode;
}) {
  const { text, theme, origin, path, nonce } = context;
  const logo = `${origin}${theme.logo}`;
  const lang = langOf(text.locale);
  return (
    <html lang={lang}>
      {/* eslint-disable-next-line @next/next/no-head-element -- a whole document written by a route handler, not an App Router page */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{title}</title>
        <link rel="icon" href={theme.favicon} />
        {preview ? (
          <>
            <meta name="description" content={preview.description} />
            <meta property="og:type" content="website" />
            <meta property="og:site_name" content={theme.title} />
            <meta property="og:title" content={preview.title} />
            <meta property="og:description" content={preview.description} />
            <meta property="og:image" content={logo} />
            <meta property="og:url" content={`${origin}${path}`} />
            <meta property="og:locale" content={lang} />
            <meta name="twitter:card" content="summary" />
            <meta name="twitter:title" content={preview.title} />
            <meta name="twitter:description" content={preview.description} />
            <meta name="twitter:image" content={logo} />
          </>
        ) : null}
        {/* The theme's colours from the registry and the page's own rules: no data in it. */}
        <style nonce={nonce ?? undefined} dangerouslySetInnerHTML={{ __html: selectionStyles(theme) }} />
      </head>
      <body>
        <header className="top">
          <div className="in">
            <div className="brand">
              {/* eslint-disable-next-line @next/next/no-img-element -- static HTML without script: next/image adds nothing but its client code */}
              <img src={logo} alt="" width={36} height={36} />
              <span>{theme.title}</span>
            </div>
            <LanguageLinks context={context} />
          </div>
        </header>
        <main className="in" id="main">
          {children}
        </main>
      </body>
    </html>
  );
}
