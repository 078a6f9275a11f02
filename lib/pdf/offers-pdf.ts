import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Font, renderToBuffer } from '@react-pdf/renderer';
import { createTranslator } from 'next-intl';
import { createElement } from 'react';
import { summarizeOffer, type Translate } from '@/lib/shared/offer-summary';
import { formatDateTime } from '@/lib/format/date';
import { loadMessages } from '@/lib/i18n/catalogues';
import { formattingLocale, type Locale } from '@/lib/i18n/locales';
import type { OfferContacts, SavedOffer } from '@/lib/schemas/saved-offers';
import type { Theme } from '@/themes';
import { documentFonts, fontDirectory } from '@/lib/shared/pdf-fonts';
import { OffersDocument } from './offers-document';
import { parseSvgLogo, type SvgNode } from './svg-logo';

/**
 * The saved-offers PDF (POST search/offers/print). The BFF imports this module lazily, so only
 * this call pays for @react-pdf/renderer. lib/pdf has its own package.json with "type": "module":
 * the renderer is ESM-only with top-level await, and under tsx (the integration tests' runner,
 * the demo backend's worker) a CommonJS file cannot load it.
 */

export interface OffersPdfRequest {
  offers: readonly SavedOffer[];
  contacts: OfferContacts;
  locale: Locale;
  theme: Theme;
  now: Date;
  /**
   * Where assets/fonts and public/ are: the project root in development and tests, the
   * standalone folder in production (its cwd; next.config.ts traces the fonts into it).
   */
  root?: string;
}

const logos = new Map<string, Promise<SvgNode>>();

/** Each theme's logo is read and parsed once per process; a failed read is retried next time. */
function themeLogo(root: string, theme: Theme): Promise<SvgNode> {
  const file = path.join(root, 'public', theme.logo);
  let logo = logos.get(file);
  if (!logo) {
    logo = readFile(file, 'utf8').then(parseSvgLogo);
    logo.catch(() => logos.delete(file));
    logos.set(file, logo);
  }
  return logo;
}

export async function renderOffersPdf(request: OffersPdfRequest): Promise<Uint8Array> {
  const root = request.root ?? process.cwd();
  const intlLocale = formattingLocale(request.locale);
  const translator = createTranslator({ locale: intlLocale, messages: await loadMessages(request.locale) });
  const t: Translate = (key, values) => translator(key as never, values as never);
  const logo = await themeLogo(root, request.theme);

  const fonts = documentFonts(Font, fontDirectory(root));
  try {
    const document = createElement(OffersDocument, {
      theme: request.theme,
      logo,
      contacts: request.contacts,
      offers: request.offers.map((offer, i) => summarizeOffer(offer, i + 1, t, intlLocale)),
      preparedAt: formatDateTime(request.now),
      t,
      fontFamily: fonts.family,
      language: intlLocale,
    });
    return await renderToBuffer(document);
  } finally {
    fonts.release();
  }
}
