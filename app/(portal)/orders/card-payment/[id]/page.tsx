import { pageMetadata } from '@/components/layout/page-metadata';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { CardPaymentResult } from '@/components/orders/card-payment/card-payment-result';
import { CardPaymentStart } from '@/components/orders/card-payment/card-payment-start';
import { notFoundOn404 } from '@/lib/backend/errors';
import { getCardPaymentGateway, getCardPaymentResult, getOrder } from '@/lib/backend/orders';
import { GATEWAY_PROVIDER_NAMES } from '@/lib/schemas/gateways';
import { cardPaymentReturnUrl } from '@/lib/orders/return-url';
import { isForwardedHttps } from '@/lib/bff/security-headers';
import { paymentIdSchema } from '@/lib/schemas/orders';

// /orders/card-payment/{id}: the amount due and "Pay"; with `?payment={id}` (the bank's return) the outcome.
type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ payment?: string | string[] }>;
};

const positiveId = (raw: unknown): number | null =>
  typeof raw === 'string' && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;

export const generateMetadata = pageMetadata('cardPayment');

export default async function CardPaymentPage({ params, searchParams }: Props) {
  const [{ id: rawId }, { payment: rawPayment }] = await Promise.all([params, searchParams]);
  const id = positiveId(rawId);
  if (id === null) notFound();
  const order = await notFoundOn404(getOrder(id));

  if (rawPayment !== undefined) {
    const paymentId = paymentIdSchema.safeParse(Array.isArray(rawPayment) ? rawPayment[0] : rawPayment);
    if (!paymentId.success) notFound();
    const result = await notFoundOn404(getCardPaymentResult(id, paymentId.data));
    return <CardPaymentResult orderId={id} orderNumber={order.number} result={result} />;
  }

  const [requestHeaders, provider] = await Promise.all([headers(), notFoundOn404(getCardPaymentGateway(id))]);
  const https = isForwardedHttps(requestHeaders.get('x-forwarded-proto'));
  return (
    <CardPaymentStart
      order={{ id, number: order.number, status: order.status, due: order.balance.due, payable: order.actions.pay }}
      returnUrl={cardPaymentReturnUrl(requestHeaders.get('host'), https, id)}
      gateway={provider ? GATEWAY_PROVIDER_NAMES[provider] : null}
    />
  );
}
