import { locales, localeNames, type Locale } from '@/lib/i18n/locales';
import { attr, markup, trustedHtml, type SafeHtml } from '@/lib/selection/html';
import type { SelectionText } from '@/lib/selection/locale';
import type { OfferContacts } from '@/lib/schemas/saved-offers';
import type { Theme } from '@/themes';
import { selectionStyles } from './styles';

// The markup is written by hand, one element a line where whitespace does not matter: the
// `markup` tag (lib/selection/html.ts) is deliberately not `html`, which Prettier would reformat.

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
function languageLinks({ text, path }: SelectionPageContext): SafeHtml {
  const links = locales.map(
    (locale) =>
      markup`<li><a href="${path}?lang=${locale}" hreflang="${langOf(locale)}" lang="${langOf(locale)}"${attr('aria-current', locale === text.locale ? 'true' : null)}>${localeNames[locale]}</a></li>`,
  );
  return markup`<nav aria-label="${text.t('selection.language')}"><ul class="langs">${links}</ul></nav>`;
}

/** The agency's contacts: title, address, phone (tel:), email (mailto:). */
export function contactsBlock(contacts: OfferContacts, { t }: SelectionText): SafeHtml {
  const telHref = contacts.phone.replace(/[^\d+]/g, '');
  const address = contacts.address
    ? markup`<dt>${t('selection.contacts.address')}</dt><dd>${contacts.address}</dd>`
    : null;
  const phone = contacts.phone
    ? markup`<dt>${t('selection.contacts.phone')}</dt><dd><a href="tel:${telHref}">${contacts.phone}</a></dd>`
    : null;
  const email = contacts.email
    ? markup`<dt>${t('selection.contacts.email')}</dt><dd><a href="mailto:${contacts.email}">${contacts.email}</a></dd>`
    : null;
  return markup`<section class="contacts" aria-labelledby="contacts-heading">
<h2 id="contacts-heading">${t('selection.contacts.heading')}</h2>
<p><strong>${contacts.title}</strong></p>
<dl>${address}${phone}${email}</dl>
</section>`;
}

/**
 * The whole document around a page's main content: head (title, noindex, viewport, preview tags,
 * the inline stylesheet), the brand's top bar with the language links, no script.
 */
export function selectionDocument(
  context: SelectionPageContext,
  page: { title: string; main: SafeHtml; preview?: PreviewTags },
): SafeHtml {
  const { text, theme, origin, path, nonce } = context;
  const logo = `${origin}${theme.logo}`;
  const lang = langOf(text.locale);
  const preview = page.preview
    ? markup`
<meta name="description" content="${page.preview.description}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${theme.title}">
<meta property="og:title" content="${page.preview.title}">
<meta property="og:description" content="${page.preview.description}">
<meta property="og:image" content="${logo}">
<meta property="og:url" content="${origin}${path}">
<meta property="og:locale" content="${lang}">
<meta name="twitter:card" content="summary">
<meta name="twitter:title" content="${page.preview.title}">
<meta name="twitter:description" content="${page.preview.description}">
<meta name="twitter:image" content="${logo}">`
    : null;
  return markup`<html lang="${lang}"><head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${page.title}</title>
<link rel="icon" href="${theme.favicon}">${preview}
<style${attr('nonce', nonce)}>${trustedHtml(selectionStyles(theme))}</style>
</head><body>
<header class="top"><div class="in">
<div class="brand"><img src="${logo}" alt="" width="36" height="36"><span>${theme.title}</span></div>
${languageLinks(context)}
</div></header>
<main class="in" id="main">${page.main}</main>
</body></html>`;
}
