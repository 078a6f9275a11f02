import { AIRLINES, DESK_ONLY_AIRLINES, type AirlineData } from '../db/catalogue-data';
import type { Locale } from '../i18n';

// Every airline code the demo's data uses, named in the four languages (db/catalogue-data.ts): the
// catalogue's flights and the ticket desk's tickets issued elsewhere.

const BY_CODE = new Map<string, AirlineData>([...AIRLINES, ...DESK_ONLY_AIRLINES].map((a) => [a.iata, a]));
const INDEX: Record<Locale, number> = { en: 0, ru: 1, ro: 2, ua: 3 };

/** The airline's name in the reader's language; undefined for a code the data does not know. */
export function airlineNameOf(code: string, locale: Locale): string | undefined {
  return BY_CODE.get(code)?.names[INDEX[locale]];
}

/** The airline as a fare shows it (its English name), for a code no demo flight is flown by. */
export function deskOnlyAirline(code: string): { iata: string; name: string; color: string } | undefined {
  const airline = DESK_ONLY_AIRLINES.find((a) => a.iata === code);
  return airline && { iata: airline.iata, name: airline.names[0], color: airline.color };
}
