import type { ReactElement, ReactNode } from 'react';
import { formatCalendarDate, formatDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import type { ClosedSharedSelection, PublicSharedSelection } from '@/lib/schemas/shared-selections';
import { waitValues } from '@/lib/selection/locale';
import { Contacts, SelectionDocument, type SelectionPageContext } from './document';
import { currentPrice, OfferCard, type AnswerFormState } from './offer-card';

/**
 * The pages of a client selection's link (docs/product.md "Client selections"): the selection,
 * and the plain pages for a closed link, an unknown one, a refused answer, too many requests and
 * a backend that did not answer. Each is the whole document.
 */

/** The messenger's preview: the agency and the first hotel, its dates and its price. */
function previewOf(selection: PublicSharedSelection, context: SelectionPageContext) {
  const { t, intlLocale } = context.text;
  const agency = selection.agency.contacts.title || context.theme.title;
  const first = selection.offers[0];
  if (!first) return { title: agency, description: t('selection.heading') };
  const price = currentPrice(first);
  return {
    title: `${agency}: ${first.hotel.name}`,
    description: [
      `${first.hotel.name}, ${[first.hotel.city, first.hotel.country].filter(Boolean).join(', ')}`,
      `${formatCalendarDate(first.dates.check_in)} – ${formatCalendarDate(first.dates.check_out)}, ${t('selection.offer.nights', { count: first.nights })}`,
      formatPrice(price.amount, price.currency, intlLocale),
    ].join(' · '),
  };
}

export function selectionPage(
  context: SelectionPageContext,
  selection: PublicSharedSelection,
  options: { token: string; answered: number | null; form?: AnswerFormState },
): ReactElement {
  const { t } = context.text;
  const agency = selection.agency.contacts.title || context.theme.title;
  return (
    <SelectionDocument
      context={context}
      title={t('selection.title', { agency })}
      preview={previewOf(selection, context)}
    >
      <h1>{t('selection.heading')}</h1>
      <p className="muted">{t('selection.validUntil', { date: formatDate(selection.valid_until) })}</p>
      {selection.note ? (
        <section aria-label={t('selection.note')}>
          <p className="note">{selection.note}</p>
        </section>
      ) : null}
      <section aria-label={t('selection.offers')}>
        <ul className="cards">
          {selection.offers.map((offer) => (
            <OfferCard
              key={offer.position}
              offer={offer}
              token={options.token}
              text={context.text}
              answered={options.answered === offer.position}
              form={options.form?.position === offer.position ? options.form : undefined}
            />
          ))}
        </ul>
      </section>
      <Contacts contacts={selection.agency.contacts} text={context.text} />
    </SelectionDocument>
  );
}

/** A plain page: its heading, its text, and the agency's contacts or a link when it has them. */
function messagePage(
  context: SelectionPageContext,
  page: { title: string; text: string; extra?: ReactNode },
): ReactElement {
  return (
    <SelectionDocument context={context} title={`${page.title} · ${context.theme.title}`}>
      <h1>{page.title}</h1>
      <p>{page.text}</p>
      {page.extra}
    </SelectionDocument>
  );
}

/** 410: the link expired or the agent revoked it; the agency's contacts to ask for new offers. */
export function closedPage(context: SelectionPageContext, closed: ClosedSharedSelection): ReactElement {
  const { t } = context.text;
  return messagePage(context, {
    title: t(closed.reason === 'expired' ? 'selection.closed.expiredTitle' : 'selection.closed.revokedTitle'),
    text: t(closed.reason === 'expired' ? 'selection.closed.expired' : 'selection.closed.revoked'),
    extra: <Contacts contacts={closed.agency.contacts} text={context.text} />,
  });
}

export const notFoundPage = (context: SelectionPageContext) =>
  messagePage(context, {
    title: context.text.t('selection.notFound.title'),
    text: context.text.t('selection.notFound.text'),
  });

/** 503: the backend did not answer; a link to load the page again. */
export const unavailablePage = (context: SelectionPageContext) =>
  messagePage(context, {
    title: context.text.t('selection.unavailable.title'),
    text: context.text.t('selection.unavailable.text'),
    extra: (
      <p>
        <a href={context.path}>{context.text.t('selection.unavailable.retry')}</a>
      </p>
    ),
  });

/** 429 on reading the selection, with the backend's wait when it gave one. */
export const tooManyPage = (context: SelectionPageContext, retryAfterS?: number) =>
  messagePage(context, {
    title: context.text.t('selection.tooMany.title'),
    text: context.text.t('selection.tooMany.text', waitValues(context.text, retryAfterS)),
  });

/** 403: an answer posted from another site. */
export const refusedPage = (context: SelectionPageContext) =>
  messagePage(context, {
    title: context.text.t('selection.forbidden.title'),
    text: context.text.t('selection.forbidden.text'),
    extra: (
      <p>
        <a href={context.path}>{context.theme.title}</a>
      </p>
    ),
  });
