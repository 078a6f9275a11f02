import type { output } from 'zod';
import { apiCall } from '@/lib/hooks/fetcher';
import { toQueryString } from '@/lib/query-string';
import type { cardPaymentStartResponseSchema } from '@/lib/schemas/orders';

/**
 * GET orders/{id}/card_payment?return_url=: a fresh attempt for the amount due and the bank's page.
 * Nothing cached changes until the bank sends the agent back. Only an http(s) gateway address is
 * followed; anything else is refused rather than navigated to.
 */
export async function startCardPayment(orderId: number, returnUrl: string) {
  const path = `/api/orders/${orderId}/card_payment${toQueryString({ return_url: returnUrl })}`;
  const { data } = await apiCall<output<typeof cardPaymentStartResponseSchema>>(path);
  const protocol = URL.canParse(data.gateway_url) ? new URL(data.gateway_url).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`unexpected gateway address ${data.gateway_url}`);
  return data;
}
