import { formatCalendarDate, formatDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { SHARE_ANSWER_LIMITS, type PublicShareOffer } from '@/lib/schemas/shared-selections';
import { attr, markup, type SafeHtml } from '@/lib/selection/html';
import type { SelectionText } from '@/lib/selection/locale';
import { legText } from '@/lib/shared/offer-summary';
import { PHONE_COUNTRIES, PHONE_COUNTRY_IDS, type PhoneCountry } from '@/lib/shared/phone';

/** The answer form as the client left it: what was typed and each field's error texts. */
export interface AnswerFormState {
  position: number;
  values: { name: string; phone_country: PhoneCountry; phone: string; messenger: string };
  /** Field (`name`, `phone`, `messenger`) → texts in the client's language. */
  errors: Record<string, string[]>;
  /** A message for the whole form (too many requests). */
  message?: string;
}

const MAX_STARS = 5;
/** The longest national number of the phone masks: the input takes no more. */
const PHONE_DIGITS_MAX = Math.max(...PHONE_COUNTRY_IDS.map((id) => PHONE_COUNTRIES[id].digits));

/** The flight leg as the client's page names it, in the copied text's words (lib/shared/offer-summary.ts). */
const publicLegText = (leg: NonNullable<PublicShareOffer['flights']>['out']) =>
  legText({ ...leg, airline: { airline: leg.airline }, airports: { from: leg.from, to: leg.to } });

/** The offer's current price: the re-checked one when it changed (docs/product.md "Client selections"). */
export const currentPrice = (offer: PublicShareOffer) =>
  offer.availability.status === 'changed' ? offer.availability.price : offer.price;

function fieldError(id: string, errors: readonly string[] | undefined): SafeHtml | null {
  if (!errors?.length) return null;
  return markup`<p class="error" id="${id}">${errors.join(' ')}</p>`;
}

/**
 * "I'm interested": name, phone (country code + the number, the spec's masks) or messenger. The
 * number is a text input with the numeric keypad, as components/ui/phone-input.tsx: autofill's
 * `tel-national`, which HTML allows on a text input only.
 */
function answerForm(offer: PublicShareOffer, token: string, { t }: SelectionText, state?: AnswerFormState): SafeHtml {
  const p = offer.position;
  const values = state?.values ?? { name: '', phone_country: 'md' as PhoneCountry, phone: '', messenger: '' };
  const errors = state?.errors ?? {};
  const invalid = (field: string) => attr('aria-invalid', errors[field]?.length ? 'true' : null);
  const describedBy = (field: string, hint: string | null) =>
    attr(
      'aria-describedby',
      [hint, errors[field]?.length ? `a${p}-${field}-error` : null].filter(Boolean).join(' ') || null,
    );
  const countries = PHONE_COUNTRY_IDS.map(
    (id) =>
      markup`<option value="${id}"${attr('selected', id === values.phone_country)}>${id.toUpperCase()} ${PHONE_COUNTRIES[id].prefix}</option>`,
  );
  const masks = PHONE_COUNTRY_IDS.map((id) => `${PHONE_COUNTRIES[id].prefix} — ${PHONE_COUNTRIES[id].digits}`).join(
    ', ',
  );
  const summary =
    state && (Object.keys(errors).length || state.message)
      ? markup`<p class="error" role="alert">${state.message ?? t('selection.answer.errors')}</p>`
      : null;
  return markup`<form method="post" action="/selection/${token}/answer" novalidate>
<fieldset><legend>${t('selection.answer.legend')}</legend>
<p class="hint">${t('selection.answer.hint')}</p>
${summary}
<input type="hidden" name="position" value="${p}">
<label for="a${p}-name">${t('selection.answer.name')}</label>
<input id="a${p}-name" name="name" type="text" autocomplete="name" required maxlength="${SHARE_ANSWER_LIMITS.name}" value="${values.name}"${invalid('name')}${describedBy('name', null)}>
${fieldError(`a${p}-name-error`, errors.name)}
<label for="a${p}-phone">${t('selection.answer.phone')}</label>
<div class="phone"><select name="phone_country" aria-label="${t('selection.answer.phoneCountry')}" autocomplete="tel-country-code">${countries}</select>
<input id="a${p}-phone" name="phone" type="text" inputmode="numeric" autocomplete="tel-national" maxlength="${PHONE_DIGITS_MAX}" pattern="[0-9]*" value="${values.phone}"${invalid('phone')}${describedBy('phone', `a${p}-phone-hint`)}></div>
<p class="hint" id="a${p}-phone-hint">${t('selection.answer.phoneHint', { digits: masks })}</p>
${fieldError(`a${p}-phone-error`, errors.phone)}
<label for="a${p}-messenger">${t('selection.answer.messenger')}</label>
<input id="a${p}-messenger" name="messenger" type="text" autocomplete="off" maxlength="${SHARE_ANSWER_LIMITS.messenger}" value="${values.messenger}"${invalid('messenger')}${describedBy('messenger', `a${p}-messenger-hint`)}>
<p class="hint" id="a${p}-messenger-hint">${t('selection.answer.messengerHint')}</p>
${fieldError(`a${p}-messenger-error`, errors.messenger)}
<button type="submit">${t('selection.answer.submit')}</button>
</fieldset></form>`;
}

/**
 * One offer as the client sees it (docs/product.md "Client selections"): photo, hotel, stars,
 * place, dates and nights, room, placement, meal, flights, what the price includes and the
 * agent's price; a changed price as the current one with its date, a gone offer without the form.
 */
export function offerCard(
  offer: PublicShareOffer,
  options: { token: string; text: SelectionText; answered: boolean; form?: AnswerFormState },
): SafeHtml {
  const { t, intlLocale } = options.text;
  const { hotel, availability } = offer;
  const p = offer.position;
  const stars = Math.min(Math.max(Math.round(hotel.stars), 0), MAX_STARS);
  const price = currentPrice(offer);
  const flights = offer.flights
    ? markup`<dt>${t('selection.offer.outbound')}</dt><dd>${publicLegText(offer.flights.out)}</dd>
<dt>${t('selection.offer.return')}</dt><dd>${publicLegText(offer.flights.back)}</dd>`
    : markup`<dt>${t('selection.offer.flights')}</dt><dd>${t('selection.offer.hotelOnly')}</dd>`;
  const includes = offer.includes.map((item) => markup`<li>${t(`selection.includes.${item}`)}</li>`);
  const answer =
    availability.status === 'gone'
      ? markup`<p class="gone">${t('selection.offer.gone')}</p>`
      : options.answered
        ? markup`<p class="thanks" role="status">${t('selection.answer.thanks')}</p>`
        : answerForm(offer, options.token, options.text, options.form);
  const starsLine = stars
    ? markup`<p class="stars" role="img" aria-label="${t('selection.offer.stars', { count: stars })}">${'★'.repeat(stars)}</p>`
    : null;
  const changed =
    availability.status === 'changed'
      ? markup`<p class="changed">${t('selection.offer.priceChanged', { date: formatDate(availability.since) })}</p>`
      : null;
  return markup`<li class="card" id="offer-${p}"><article aria-labelledby="offer-${p}-hotel">
<img class="photo" src="${hotel.photo}" alt="${hotel.name}" width="600" height="400"${attr('loading', p === 1 ? null : 'lazy')}${attr('fetchpriority', p === 1 ? 'high' : null)}>
<div class="body">
<p class="muted">${t('selection.offer.number', { index: p })}</p>
<h2 id="offer-${p}-hotel">${hotel.name}</h2>
${starsLine}
<p>${[hotel.city, hotel.country].filter(Boolean).join(', ')}</p>
<dl>
<dt>${t('selection.offer.dates')}</dt><dd>${formatCalendarDate(offer.dates.check_in)} – ${formatCalendarDate(offer.dates.check_out)}, ${t('selection.offer.nights', { count: offer.nights })}</dd>
<dt>${t('selection.offer.room')}</dt><dd>${offer.room}</dd>
<dt>${t('selection.offer.placement')}</dt><dd>${offer.placement}</dd>
<dt>${t('selection.offer.meal')}</dt><dd>${offer.meal}</dd>
${flights}
</dl>
<h3>${t('selection.offer.includes')}</h3>
<ul class="inc">${includes}</ul>
<p class="price"><span class="muted">${t('selection.offer.price')}:</span> <span data-price>${formatPrice(price.amount, price.currency, intlLocale)}</span></p>
${changed}
${answer}
</div></article></li>`;
}
