'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { output } from 'zod';
import { apiCall, apiRead } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { atsListKey, TICKET_PAYMENTS_LIST, type AtsListQuery, type TicketPaymentFilter } from '@/lib/ats/list-query';
import { toQueryString } from '@/lib/query-string';
import type {
  TicketPayment,
  atsPayableOrdersSchema,
  ticketPaymentCreateInfoSchema,
  ticketPaymentEditSchema,
  TicketPaymentInput,
  ticketPaymentResponseSchema,
  PaymentStatus,
} from '@/lib/schemas/ats';

// Payments against ticket orders (docs/product.md §12, `ats/orders-payments`): the list, and the
// record/edit dialog's create info, payable orders and a payment's values.
const fetchPaymentsPage = apiRead<TicketPaymentsPage>();
const fetchCreateInfo = apiRead((answer: output<typeof ticketPaymentCreateInfoSchema>) => answer.data);
const fetchPayable = apiRead((answer: output<typeof atsPayableOrdersSchema>) => answer.data);
const fetchPaymentEdit = apiRead((answer: output<typeof ticketPaymentEditSchema>) => answer.data);
type PaymentAnswer = output<typeof ticketPaymentResponseSchema>;

export interface TicketPaymentsPage {
  data: TicketPayment[];
  meta: { total: number; page: number; size: number };
}

/**
 * What a payment's change revalidates: everything under `ats/orders` (the flight list's pages and
 * an open order: their paid and due) and `ats/orders-payments` (the payments' pages, the payable
 * orders and the create info: their balances).
 */
const isBalanceKey = (key: unknown) => typeof key === 'string' && key.startsWith('/api/ats/orders');

/** One page of the list: the server rendered the URL's; another is fetched with the previous kept on screen. */
export function useTicketPaymentsPage(
  query: AtsListQuery<TicketPaymentFilter>,
  initialKey: string,
  initial: TicketPaymentsPage,
) {
  const key = atsListKey(TICKET_PAYMENTS_LIST, query);
  return useSWR<TicketPaymentsPage>(key, fetchPaymentsPage, {
    keepPreviousData: true,
    ...seededOptions(key === initialKey, initial),
  });
}

/** GET ats/orders-payments/create[?order=id]: methods, currencies with today's rates, the order's total, paid and balance. */
export const useTicketPaymentCreateInfo = (order: number | null) =>
  useSWR(`${TICKET_PAYMENTS_LIST.path}/create${toQueryString({ order: order ?? undefined })}`, fetchCreateInfo);

/** GET ats/orders-payments/additional?q=: the orders a payment may be recorded against (none asked for under 2 characters). */
export const usePayableOrders = (q: string) =>
  useSWR(
    q.trim().length >= 2 ? `${TICKET_PAYMENTS_LIST.path}/additional${toQueryString({ q: q.trim() })}` : null,
    fetchPayable,
    { keepPreviousData: true },
  );

/** GET ats/orders-payments/{id}/edit: a new payment's values. */
export const useTicketPaymentEdit = (id: number | null) =>
  useSWR(id === null ? null : `${TICKET_PAYMENTS_LIST.path}/${id}/edit`, fetchPaymentEdit);

/**
 * The payment writes: each answers the payment as it is now and revalidates what shows an order's
 * balance (the payments' pages, the flight list, the open order). A failure is thrown to the caller
 * (a 422 onto the form's fields, a 409 to a message).
 */
export function useTicketPaymentActions() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => mutate(isBalanceKey), [mutate]);
  return {
    /** POST ats/orders-payments/create */
    createPayment: useCallback(
      async (input: TicketPaymentInput) => {
        const answer = await apiCall<PaymentAnswer>(`${TICKET_PAYMENTS_LIST.path}/create`, {
          method: 'POST',
          json: input,
        });
        await refresh();
        return answer;
      },
      [refresh],
    ),
    /** POST ats/orders-payments/{id}/edit (a new payment only; 409 once settled). */
    updatePayment: useCallback(
      async (id: number, input: TicketPaymentInput) => {
        const answer = await apiCall<PaymentAnswer>(`${TICKET_PAYMENTS_LIST.path}/${id}/edit`, {
          method: 'POST',
          json: input,
        });
        await refresh();
        return answer;
      },
      [refresh],
    ),
    /** PATCH ats/orders-payments/{id} {status}: one step forward (409 otherwise). */
    setPaymentStatus: useCallback(
      async (id: number, status: PaymentStatus) => {
        const answer = await apiCall<PaymentAnswer>(`${TICKET_PAYMENTS_LIST.path}/${id}`, {
          method: 'PATCH',
          json: { status },
        });
        await refresh();
        return answer;
      },
      [refresh],
    ),
  };
}
