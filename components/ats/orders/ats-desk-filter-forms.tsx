'use client';

import type { FlightOrderFilterOptions } from '@/components/flights/orders/flight-order-filter-form';
import { FlightOrderFilters } from '@/components/flights/orders/flight-order-filters';
import { ticketFiltersOf, ticketOrdersSearch, withTicketFilters, type TicketFilterValues } from '@/lib/flights/ticket-orders-query';
import type { AtsDeskFilterValues, AtsDeskQuery } from '@/lib/flights/ats-orders-query';
import { AtsDeskFilters, type AtsDeskFilterOptions } from './ats-desk-filters';

const DESK_KEYS = ['source', 'transaction_type', 'seller', 'linked', 'property', 'pnr', 'issued_from', 'issued_to'] as const;

/** The query's filters as the two forms hold them: §11's and the desk's. */
function split(query: AtsDeskQuery): { flight: TicketFilterValues; desk: AtsDeskFilterValues } {
  const all: Record<string, unknown> = { ...ticketFiltersOf(query) };
  const desk: Record<string, unknown> = {};
  for (const key of DESK_KEYS) {
    if (all[key] !== undefined) desk[key] = all[key];
    delete all[key];
  }
  return { flight: all as TicketFilterValues, desk: desk as AtsDeskFilterValues };
}

export interface AtsDeskFilterFormsProps {
  query: AtsDeskQuery;
  options: FlightOrderFilterOptions & AtsDeskFilterOptions;
  onApply: (filters: TicketFilterValues & AtsDeskFilterValues) => void;
}

/**
 * The desk's two filter forms (docs/product.md §12 "The ticket desk: the screens"): the flight
 * list's, unchanged, and the desk's own; each applies its own fields and keeps the other's. Loaded
 * after the page (the desk's first load is at the budget), the list itself comes with the HTML.
 */
export function AtsDeskFilterForms({ query, options, onApply }: AtsDeskFilterFormsProps) {
  const { flight, desk } = split(query);
  return (
    <>
      <FlightOrderFilters key={`f${ticketOrdersSearch(withTicketFilters(query, flight))}`} values={flight} options={options} onApply={(values) => onApply({ ...values, ...desk })} />
      <AtsDeskFilters key={`d${ticketOrdersSearch(withTicketFilters(query, desk as TicketFilterValues))}`} values={desk} options={options} onApply={(values) => onApply({ ...flight, ...values })} />
    </>
  );
}
