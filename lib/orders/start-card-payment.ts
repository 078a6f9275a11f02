import { apiFetch } from '@/lib/hooks/fetcher';
import { toQueryString } from '@/lib/query-string';

export interface CardPaymentStart {
  payment_id: number;
  amount: number;
  currency: 'EUR';
  gateway_url: string;
}

/**
 * GET orders/{id}/card_payment?return_url=: a fresh attempt for the amount due and the bank's page.
 * Only an http(s) gateway address is followed; anything else is refused rather than navigated to.
 */
export async function startCardPayment(orderId: number, returnUrl: string): Promise<CardPaymentStart> {
  const { data } = await apiFetch<{ data: CardPaymentStart }>(`/api/orders/${orderId}/card_payment${toQueryString({ return_url: returnUrl })}`);
  const protocol = URL.canParse(data.gateway_url) ? new URL(data.gateway_url).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`unexpected gateway address ${data.gateway_url}`);
  return data;
}
