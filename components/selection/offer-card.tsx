import { formatCalendarDate, formatDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { MAX_STARS } from '@/lib/schemas/search-limits';
import { SHARE_ANSWER_LIMITS, sharedSelectionPath, type PublicShareOffer } from '@/lib/schemas/shared-selections';
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

/** The longest national number of the phone masks: the input takes no more. */
const PHONE_DIGITS_MAX = Math.max(...PHONE_COUNTRY_IDS.map((id) => PHONE_COUNTRIES[id].digits));

/** The flight leg as the client's page names it, in the copied text's words (lib/shared/offer-summary.ts). */
const publicLegText = (leg: NonNullable<PublicShareOffer['flights']>['out']) =>
  legText({ ...leg, airline: { airline: leg.airline }, airports: { from: leg.from, to: leg.to } });

/** The offer's current price: the re-checked one when it changed (docs/product.md "Client selections"). */
export const currentPrice = (offer: PublicShareOffer) =>
  offer.availability.status === 'changed' ? offer.availability.price : offer.price;

function FieldError({ id, errors }: { id: string; errors: readonly string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p className="error" id={id}>
      {errors.join(' ')}
    </p>
  );
}

/**
 * "I'm interested": name, phone (country code + the number, the spec's masks) or messenger. The
 * number is a text input with the numeric keypad, as components/ui/phone-input.tsx: autofill's
 * `tel-national`, which HTML allows on a text input only.
 */
function AnswerForm({
  offer,
  token,
  text: { t },
  state,
}: {
  offer: PublicShareOffer;
  token: string;
  text: SelectionText;
  state: AnswerFormState | undefined;
}) {
  const p = offer.position;
  const values = state?.values ?? { name: '', phone_country: 'md' as PhoneCountry, phone: '', messenger: '' };
  const errors = state?.errors ?? {};
  const field = (name: string, hint: string | null) => {
    const invalid = Boolean(errors[name]?.length);
    const describedBy = [hint, invalid ? `a${p}-${name}-error` : null].filter(Boolean).join(' ');
    return {
      id: `a${p}-${name}`,
      name,
      'aria-invalid': invalid ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };
  const masks = PHONE_COUNTRY_IDS.map((id) => `${PHONE_COUNTRIES[id].prefix} — ${PHONE_COUNTRIES[id].digits}`).join(
    ', ',
  );
  return (
    <form method="post" action={`${sharedSelectionPath(token)}/answer`} noValidate>
      <fieldset>
        <legend>{t('selection.answer.legend')}</legend>
        <p className="hint">{t('selection.answer.hint')}</p>
        {state && (Object.keys(errors).length || state.message) ? (
          <p className="error" role="alert">
            {state.message ?? t('selection.answer.errors')}
          </p>
        ) : null}
        <input type="hidden" name="position" value={p} />
        <label htmlFor={`a${p}-name`}>{t('selection.answer.name')}</label>
        <input
          {...field('name', null)}
          type="text"
          autoComplete="name"
          required
          maxLength={SHARE_ANSWER_LIMITS.name}
          defaultValue={values.name}
        />
        <FieldError id={`a${p}-name-error`} errors={errors.name} />
        <label htmlFor={`a${p}-phone`}>{t('selection.answer.phone')}</label>
        <div className="phone">
          <select
            name="phone_country"
            aria-label={t('selection.answer.phoneCountry')}
            autoComplete="tel-country-code"
            defaultValue={values.phone_country}
          >
            {PHONE_COUNTRY_IDS.map((id) => (
              <option key={id} value={id}>
                {`${id.toUpperCase()} ${PHONE_COUNTRIES[id].prefix}`}
              </option>
            ))}
          </select>
          <input
            {...field('phone', `a${p}-phone-hint`)}
            type="text"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_DIGITS_MAX}
            pattern="[0-9]*"
            defaultValue={values.phone}
          />
        </div>
        <p className="hint" id={`a${p}-phone-hint`}>
          {t('selection.answer.phoneHint', { digits: masks })}
        </p>
        <FieldError id={`a${p}-phone-error`} errors={errors.phone} />
        <label htmlFor={`a${p}-messenger`}>{t('selection.answer.messenger')}</label>
        <input
          {...field('messenger', `a${p}-messenger-hint`)}
          type="text"
          autoComplete="off"
          maxLength={SHARE_ANSWER_LIMITS.messenger}
          defaultValue={values.messenger}
        />
        <p className="hint" id={`a${p}-messenger-hint`}>
          {t('selection.answer.messengerHint')}
        </p>
        <FieldError id={`a${p}-messenger-error`} errors={errors.messenger} />
        <button type="submit">{t('selection.answer.submit')}</button>
      </fieldset>
    </form>
  );
}

/**
 * One offer as the client sees it (docs/product.md "Client selections"): photo, hotel, stars,
 * place, dates and nights, room, placement, meal, flights, what the price includes and the
 * agent's price; a changed price as the current one with its date, a gone offer without the form.
 */
export function OfferCard({
  offer,
  token,
  text,
  answered,
  form,
}: {
  offer: PublicShareOffer;
  token: string;
  text: SelectionText;
  answered: boolean;
  form?: AnswerFormState | undefined;
}) {
  const { t, intlLocale } = text;
  const { hotel, availability } = offer;
  const p = offer.position;
  const stars = Math.min(Math.max(Math.round(hotel.stars), 0), MAX_STARS);
  const price = currentPrice(offer);
  return (
    <li className="card" id={`offer-${p}`}>
      <article aria-labelledby={`offer-${p}-hotel`}>
        {/* eslint-disable-next-line @next/next/no-img-element -- static HTML without script: next/image adds nothing but its client code */}
        <img
          className="photo"
          src={hotel.photo}
          alt={hotel.name}
          width={600}
          height={400}
          loading={p === 1 ? undefined : 'lazy'}
          fetchPriority={p === 1 ? 'high' : undefined}
        />
        <div className="body">
          <p className="muted">{t('selection.offer.number', { index: p })}</p>
          <h2 id={`offer-${p}-hotel`}>{hotel.name}</h2>
          {stars ? (
            <p className="stars" role="img" aria-label={t('selection.offer.stars', { count: stars })}>
              {'★'.repeat(stars)}
            </p>
          ) : null}
          <p>{[hotel.city, hotel.country].filter(Boolean).join(', ')}</p>
          <dl>
            <dt>{t('selection.offer.dates')}</dt>
            <dd>
              {`${formatCalendarDate(offer.dates.check_in)} – ${formatCalendarDate(offer.dates.check_out)}, ${t('selection.offer.nights', { count: offer.nights })}`}
            </dd>
            <dt>{t('selection.offer.room')}</dt>
            <dd>{offer.room}</dd>
            <dt>{t('selection.offer.placement')}</dt>
            <dd>{offer.placement}</dd>
            <dt>{t('selection.offer.meal')}</dt>
            <dd>{offer.meal}</dd>
            {offer.flights ? (
              <>
                <dt>{t('selection.offer.outbound')}</dt>
                <dd>{publicLegText(offer.flights.out)}</dd>
                <dt>{t('selection.offer.return')}</dt>
                <dd>{publicLegText(offer.flights.back)}</dd>
              </>
            ) : (
              <>
                <dt>{t('selection.offer.flights')}</dt>
                <dd>{t('selection.offer.hotelOnly')}</dd>
              </>
            )}
          </dl>
          <h3>{t('selection.offer.includes')}</h3>
          <ul className="inc">
            {offer.includes.map((item) => (
              <li key={item}>{t(`selection.includes.${item}`)}</li>
            ))}
          </ul>
          <p className="price">
            <span className="muted">{`${t('selection.offer.price')}:`}</span>{' '}
            <span data-price="">{formatPrice(price.amount, price.currency, intlLocale)}</span>
          </p>
          {availability.status === 'changed' ? (
            <p className="changed">{t('selection.offer.priceChanged', { date: formatDate(availability.since) })}</p>
          ) : null}
          {availability.status === 'gone' ? (
            <p className="gone">{t('selection.offer.gone')}</p>
          ) : answered ? (
            <p className="thanks" role="status">
              {t('selection.answer.thanks')}
            </p>
          ) : (
            <AnswerForm offer={offer} token={token} text={text} state={form} />
          )}
        </div>
      </article>
    </li>
  );
}
