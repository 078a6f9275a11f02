import { centimetreFigures } from '@/lib/format/size';
import type { FlightBaggage, FlightBaggageAllowance, FlightLeg } from '@/lib/schemas/flights';
import type { Translate } from '@/lib/shared/offer-summary';

/**
 * A leg's baggage as words in the reader's language (docs/product.md §11 "a leg", §9 default):
 * checked and hand luggage, kg and size, for adults and children over 12 and for infants; the
 * default sentence when the airline gives none. `t` is a translator over the whole catalogue
 * (`useTranslations()` or `createTranslator`), so the pages and their tests say the same thing.
 */
export function baggageLines(baggage: FlightBaggage | null, t: Translate): string[] {
  if (!baggage) return [t('flights.baggage.default')];
  return [
    t('flights.baggage.adult', { allowance: allowanceText(baggage.adult, t) }),
    t('flights.baggage.infant', { allowance: allowanceText(baggage.infant, t) }),
  ];
}

/** "23 kg checked baggage (158 cm), 8 kg hand luggage (55×40×20 cm)". */
export function allowanceText(allowance: FlightBaggageAllowance, t: Translate): string {
  return t('flights.baggage.allowance', {
    checked: partText(allowance.checked_kg, allowance.checked_size, 'checked', t),
    hand: partText(allowance.hand_kg, allowance.hand_size, 'hand', t),
  });
}

/** One part of an allowance: none, kg, or kg and size (flights.baggage.noChecked, checked, checkedSized; the same for hand). */
function partText(kg: number, size: string | null, part: 'checked' | 'hand', t: Translate): string {
  const name = part === 'checked' ? 'Checked' : 'Hand';
  if (kg <= 0) return t(`flights.baggage.no${name}`);
  return size
    ? t(`flights.baggage.${part}Sized`, { kg, size: sizeText(size, t) })
    : t(`flights.baggage.${part}`, { kg });
}

/** The backend's "55×40×20 cm" with the unit in the reader's language (format.centimetres). */
function sizeText(size: string, t: Translate): string {
  const figures = centimetreFigures(size);
  return figures ? t('format.centimetres', { figures }) : size;
}

/**
 * The baggage of a fare's legs, one entry per distinct allowance: a trip whose legs all carry the
 * same baggage says it once; otherwise each group names its flights ("H4 7002, H4 7003").
 */
export function baggageGroups(
  legs: readonly Pick<FlightLeg, 'flight_number' | 'baggage'>[],
): Array<{ flights: string[]; baggage: FlightBaggage | null }> {
  const groups = new Map<string, { flights: string[]; baggage: FlightBaggage | null }>();
  for (const leg of legs) {
    const key = JSON.stringify(leg.baggage);
    const group = groups.get(key);
    if (group) group.flights.push(leg.flight_number);
    else groups.set(key, { flights: [leg.flight_number], baggage: leg.baggage });
  }
  return [...groups.values()];
}
