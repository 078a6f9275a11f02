import 'server-only';
import {
  charterAirlineTotalsSchema,
  charterDetailsSchema,
  charterFiltersSchema,
  charterFilterFlightsSchema,
  charterFlightsSchema,
  salesFiltersSchema,
  salesReportSchema,
  type CharterAirlineTotals,
  type CharterDetails,
  type SalesFilters,
  type SalesReport,
} from '@/lib/schemas/reports';
import type { z } from 'zod';
import { charterApiQuery, type CharterQuery } from '@/lib/reports/charter-query';
import { salesApiQuery, type SalesQuery } from '@/lib/ats/sales-report/sales-query';
import { backendJson, type BackendInit } from './client';

// The reports for the server-rendered pages and the CSV downloads (docs/product.md §13).
// `handle` passes the statuses a caller answers itself (the CSV routes answer every failure).

export type CharterFlights = z.infer<typeof charterFlightsSchema>;
export type CharterFilters = z.infer<typeof charterFiltersSchema>['data'];
export type CharterFilterFlights = z.infer<typeof charterFilterFlightsSchema>['data'];
type Handle = BackendInit['handle'];

/** GET ats/reports/sales: one page of the grouped report, its totals, the previous period's and the chart. */
export function getSalesReport(query: SalesQuery, size?: number, handle?: Handle): Promise<SalesReport> {
  return backendJson('ats/reports/sales', salesReportSchema, { query: salesApiQuery(query, size), handle });
}

export async function getSalesFilters(): Promise<SalesFilters> {
  return (await backendJson('ats/reports/sales-filters', salesFiltersSchema)).data;
}

/** GET reports/charter-control-financial: one page of the flights with the totals. */
export function getCharterFlights(query: CharterQuery, size?: number, handle?: Handle): Promise<CharterFlights> {
  return backendJson('reports/charter-control-financial', charterFlightsSchema, {
    query: charterApiQuery(query, size),
    handle,
  });
}

export async function getCharterFilters(): Promise<CharterFilters> {
  return (await backendJson('reports/charter-control-financial/filters', charterFiltersSchema)).data;
}

export async function getCharterFilterFlights(
  query: Pick<CharterQuery, 'date_from' | 'date_to' | 'airline' | 'route'>,
): Promise<CharterFilterFlights> {
  const { date_from, date_to, airline, route } = query;
  return (
    await backendJson('reports/charter-control-financial/filters-flights', charterFilterFlightsSchema, {
      query: { date_from, date_to, airline, route },
    })
  ).data;
}

/** Every airline's figures over the filters (the airline itself left out: the list picks one). */
export function getCharterAirlineTotals(query: CharterQuery): Promise<CharterAirlineTotals> {
  const { date_from, date_to, route, state } = query;
  return backendJson('reports/charter-control-financial/airlines-totals', charterAirlineTotalsSchema, {
    query: { date_from, date_to, route, state },
  });
}

/** GET …/{id}/details; an unknown flight is the backend's 404, thrown for the caller. */
export async function getCharterDetails(id: number): Promise<CharterDetails> {
  return (await backendJson(`reports/charter-control-financial/${id}/details`, charterDetailsSchema, { handle: [404] }))
    .data;
}
