'use client';

import useSWR from 'swr';
import { apiGet } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { charterAirlinesKey, charterDetailsKey, charterFlightsKey, type CharterQuery } from '@/lib/reports/charter-query';
import { salesReportKey, type SalesQuery } from '@/lib/reports/sales-query';
import type { CharterAirlineTotals, CharterDetails, CharterFlight, CharterFigures, SalesReport } from '@/lib/schemas/reports';

// The reports (docs/product.md §13, `ats/reports/sales`, `reports/charter-control-financial`).
// Their pages' first loads have no zod (docs/architecture.md §10): the schemas come with the
// first answer the browser asks for.
const schemas = () => import('@/lib/schemas/reports');
const fetchSalesReport = apiGet(() => schemas().then((s) => s.salesReportSchema));
const fetchCharterFlights = apiGet(() => schemas().then((s) => s.charterFlightsSchema));
const fetchCharterAirlines = apiGet(() => schemas().then((s) => s.charterAirlineTotalsSchema));
const fetchCharterDetails = apiGet(() => schemas().then((s) => s.charterDetailsSchema), (answer) => answer.data);

export interface CharterFlightsPage {
  data: CharterFlight[];
  meta: { total: number; page: number; size: number };
  totals: CharterFigures;
}

/** One page of the sales report; the server rendered the URL's query, another keeps the last answer on screen while it loads. */
export function useSalesReport(query: SalesQuery, initialKey: string, initial: SalesReport) {
  const key = salesReportKey(query);
  return useSWR<SalesReport>(key, fetchSalesReport, { keepPreviousData: true, ...seededOptions(key === initialKey, initial) });
}

export function useCharterFlights(query: CharterQuery, initialKey: string, initial: CharterFlightsPage) {
  const key = charterFlightsKey(query);
  return useSWR<CharterFlightsPage>(key, fetchCharterFlights, { keepPreviousData: true, ...seededOptions(key === initialKey, initial) });
}

export function useCharterAirlines(query: CharterQuery, initialKey: string, initial: CharterAirlineTotals) {
  const key = charterAirlinesKey(query);
  return useSWR<CharterAirlineTotals>(key, fetchCharterAirlines, { keepPreviousData: true, ...seededOptions(key === initialKey, initial) });
}

/** The open flight's tickets and payments; the server's answer when it opened the same flight. */
export function useCharterDetails(id: number, initial: CharterDetails | null) {
  return useSWR<CharterDetails>(charterDetailsKey(id), fetchCharterDetails, seededOptions(initial?.flight.id === id, initial ?? undefined));
}

