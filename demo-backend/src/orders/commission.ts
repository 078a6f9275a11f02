import {
  COMMISSION_PRODUCTS,
  COMMISSION_SEASONS,
  type AgencyCommission,
  type CommissionProduct,
  type CommissionSeason,
} from '@/lib/schemas/agency';
import type { PriceBreakdown } from '@/lib/schemas/booking';
import { numberFormat } from '@/lib/format/number';
import { formattingLocale } from '@/lib/i18n/locales';
import { t, type Locale } from '../i18n';
import type { ContractAnnex } from '../pdf/jobs';
import { dayOf, monthOf } from '../search/days';
import { roundCents } from '@/lib/shared/money';

/**
 * The agency's commission rates: the one table (docs/product.md "Commission and contract") that the
 * agency's commission page (GET agencies/commission), the profile's commission (POST
 * v1/profile/commission), every booking's price breakdown (orders/price.ts) and the contract's
 * annex (GET agencies/contract/pdf, contract/agency) read. Percent of the booking's total.
 */
export const COMMISSION_RATES: Readonly<Record<CommissionProduct, Readonly<Record<CommissionSeason, number>>>> = {
  package: { summer: 10, winter: 12 },
  hotel: { summer: 8, winter: 9 },
  flight_charter: { summer: 5, winter: 6 },
  flight_regular: { summer: 1.5, winter: 1.5 },
  insurance: { summer: 20, winter: 20 },
  transfer: { summer: 10, winter: 10 },
};

/** The seasons of the table, DD.MM: summer is May to October, winter November to April. */
export const COMMISSION_SEASON_DATES: Readonly<Record<CommissionSeason, { from: string; to: string }>> = {
  summer: { from: '01.05', to: '31.10' },
  winter: { from: '01.11', to: '30.04' },
};

/** The commission season of a day (a day number of search/days.ts): a booking's is its check-in's. */
export const commissionSeasonOf = (day: number): CommissionSeason => {
  const month = monthOf(day);
  return month >= 5 && month <= 10 ? 'summer' : 'winter';
};

/**
 * What a booking earns on top of the table, each with its reason: `increased_hotel` at the hotels
 * that pay the agency more (a deterministic fifth of the catalogue, `hasIncreasedCommission`), paid
 * once the order is paid as a bonus (orders/lifecycle.ts); `partner` for every package, the operator's
 * partner programme, shown apart in the breakdown as the partner commission.
 */
export const COMMISSION_EXTRAS = { increased_hotel: 2, partner: 1 } as const;
export type CommissionExtra = keyof typeof COMMISSION_EXTRAS;

/** Some hotels pay the agency more (a deterministic fifth of the catalogue). */
export const hasIncreasedCommission = (hotel: { id: number }) => hotel.id % 5 === 0;

/** A percent as the contract and the notes print it: the language's decimal sign, up to 2 decimals. */
const formatPercent = (value: number, locale: Locale) =>
  `${numberFormat(formattingLocale(locale), { maximumFractionDigits: 2 }).format(value)} %`;

/** A package's rates: the table's for its check-in season, the hotel's increase (0 when none) and the partner programme's. */
export function packageCommission(hotel: { id: number }, checkIn: number) {
  const season = commissionSeasonOf(checkIn);
  const base = COMMISSION_RATES.package[season];
  const increase = hasIncreasedCommission(hotel) ? COMMISSION_EXTRAS.increased_hotel : 0;
  return { season, base, increase, percent: base + increase, partner: COMMISSION_EXTRAS.partner };
}

/**
 * A flight ticket order's commission (docs/product.md "Commission and contract"): the table's rate
 * for its flight type in the season of its first departure, on its fare (a portal booking's fare is
 * its total; the desk's excludes taxes and fee). Read by the portal's booking and by the seeds of
 * the desk's orders; an order entered at the desk carries what the ATS manager entered.
 */
export function ticketCommission(
  flightType: 'charter' | 'regular',
  departureDate: string,
  fare: number,
): { percent: number; amount: number } {
  const percent =
    COMMISSION_RATES[flightType === 'charter' ? 'flight_charter' : 'flight_regular'][
      commissionSeasonOf(dayOf(departureDate))
    ];
  return { percent, amount: roundCents((fare * percent) / 100) };
}

/** The table in a language: what GET agencies/commission answers and the contract's annex prints. */
export function commissionTable(locale: Locale): AgencyCommission {
  return {
    seasons: COMMISSION_SEASONS.map((code) => ({
      code,
      name: t(locale, `season.${code}`),
      ...COMMISSION_SEASON_DATES[code],
    })),
    rates: COMMISSION_PRODUCTS.map((product) => ({
      product,
      name: t(locale, `commission.${product}`),
      percent: { ...COMMISSION_RATES[product] },
    })),
    extras: (Object.keys(COMMISSION_EXTRAS) as CommissionExtra[]).map((code) => ({
      code,
      percent: COMMISSION_EXTRAS[code],
      name: t(locale, `commission.extra.${code}`),
      reason: t(locale, `commission.extra.${code}.reason`),
    })),
  };
}

/**
 * A booked order's commission as its breakdown priced it: the `commission` line's percent and
 * amount (the table's rate plus the hotel's increase) and, when the rate is not the table's, why.
 */
export function orderCommission(
  price: PriceBreakdown,
  locale: Locale,
): { percent: number; commission: number; note: string | null } {
  const line = price.lines.find((l) => l.key === 'commission');
  const increase = price.lines.find((l) => l.key === 'increased_commission_percent')?.percent ?? 0;
  return {
    percent: line?.percent ?? 0,
    commission: line?.amount ?? 0,
    note:
      increase > 0
        ? `${t(locale, 'commission.extra.increased_hotel')} +${formatPercent(increase, locale)}: ${t(locale, 'commission.extra.increased_hotel.reason')}`
        : null,
  };
}

/** The table as the contract's annex prints it: a row per product, a column per season, then the extras. */
export function commissionAnnex(locale: Locale): ContractAnnex {
  const table = commissionTable(locale);
  const percent = (value: number) => formatPercent(value, locale);
  return {
    title: t(locale, 'commission.annex'),
    head: [t(locale, 'commission.annex.product'), ...table.seasons.map((s) => `${s.name} (${s.from}–${s.to})`)],
    rows: table.rates.map((rate) => [rate.name, ...table.seasons.map((s) => percent(rate.percent[s.code]))]),
    notes: [
      t(locale, 'commission.annex.note'),
      ...table.extras.map((extra) => `${extra.name} +${percent(extra.percent)}: ${extra.reason}`),
    ],
  };
}
