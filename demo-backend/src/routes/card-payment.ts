import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createHash, randomInt } from 'node:crypto';
import { PAYABLE_STATUSES } from '@/lib/schemas/order-status';
import { ORDER_CURRENCY } from '@/lib/schemas/booking';
import type { GatewayProvider } from '@/lib/schemas/gateways';
import { paymentIdSchema } from '@/lib/schemas/orders';
import { checkReturnUrl } from '@/lib/shared/portal-hosts';
import { authOf } from '../auth/guard';
import type { AppContext } from '../context';
import { HttpError, notFound, parseOr422, validationError } from '../http/errors';
import { applyPayments, conflict, nowIso, settleDue } from '../orders/lifecycle';
import { balanceOf, paymentOf } from '../orders/present';
import type { OrderPaymentOutcome, OrderPaymentRow } from '../repos/order-payments';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const cardQuery = z.union([
  z.object({ payment: paymentIdSchema }),
  z.object({ return_url: z.string().min(1).max(2000) }),
  z.object({}),
]);

/**
 * The portal's result page of this order, where the bank sends the browser back: a malformed one
 * is a 422 like any bad field, one on a host that is not the portal's a 400 (the bank would
 * otherwise redirect to wherever a caller asked).
 */
function requireReturnUrl(value: string, orderId: number, portalUrl: string): void {
  const verdict = checkReturnUrl(value, orderId, portalUrl);
  if (verdict === 'shape') throw validationError({ return_url: ['orders.returnUrl'] });
  if (verdict === 'host')
    throw new HttpError(400, 'error.badRequest', 'orders.returnHost', { return_url: ['orders.returnHost'] });
}

/** Where a browser reaches this backend: the configured public URL, else localhost on the port it listens on. */
function publicUrlOf(app: FastifyInstance, ctx: AppContext): string {
  if (ctx.options.publicUrl) return ctx.options.publicUrl;
  const address = app.server.address();
  return `http://localhost:${address && typeof address === 'object' ? address.port : 80}`;
}

/** Card payment of an order (docs/product.md §7 `orders/{id}/card_payment`): start an attempt, read its result. */
export function registerCardPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The agency's enabled gateway for a currency (docs/product.md §10, "Card payment through the
  // agency's gateway"): the first one connected, when several take it.
  const gatewayOf = ctx.db.prepare<[number, string], { provider: GatewayProvider }>(
    "SELECT provider FROM payment_gateways WHERE agency_id = ? AND enabled = 1 AND (',' || currencies || ',') LIKE '%,' || ? || ',%' ORDER BY id LIMIT 1",
  );
  const providerOf = (agencyId: number) => gatewayOf.get(agencyId, ORDER_CURRENCY)?.provider ?? null;

  function orderOf(request: FastifyRequest) {
    const { id } = parseOr422(idParams, request.params);
    settleDue(ctx);
    const row = ctx.orders.find(id, ctx.orders.agencyOf(authOf(request).userId));
    if (!row) throw notFound();
    return row;
  }

  // GET /api/orders/:id/card_payment?return_url= | ?payment= | nothing: a new attempt for the amount
  // due, an attempt's result, or the gateway an attempt would go through (null: none enabled)
  app.get('/api/orders/:id/card_payment', async (request) => {
    const order = orderOf(request);
    const query = parseOr422(cardQuery, request.query);
    if (!('payment' in query) && !('return_url' in query))
      return { data: { provider: providerOf(order.agency_id), currency: ORDER_CURRENCY } };
    if ('payment' in query) {
      const payment = ctx.orderPayments.find(query.payment);
      if (!payment || payment.order_id !== order.id) throw notFound();
      const now = ctx.orders.find(order.id, order.agency_id) ?? order;
      return {
        data: {
          payment: paymentOf(payment),
          balance: balanceOf(now, ctx.orderPayments.paid(order.id)),
          status: now.status,
        },
      };
    }
    requireReturnUrl(query.return_url, order.id, ctx.options.portalUrl);
    const due = balanceOf(order, ctx.orderPayments.paid(order.id)).due;
    if (!PAYABLE_STATUSES.includes(order.status) || due <= 0) throw conflict();
    const provider = providerOf(order.agency_id);
    if (!provider) throw new HttpError(409, 'payment.noGateway', 'payment.noGateway.message');
    // Reloading the payment page reuses the open attempt instead of opening a second one for the same money.
    const open = ctx.orderPayments
      .all(order.id)
      .find((p) => p.status === 'pending' && p.amount === due && p.return_url === query.return_url);
    const paymentId = open?.id ?? ctx.orderPayments.start(order.id, due, query.return_url, nowIso());
    return {
      data: {
        payment_id: paymentId,
        amount: due,
        currency: ORDER_CURRENCY,
        provider,
        gateway_url: `${publicUrlOf(app, ctx)}/gateway/${paymentId}`,
      },
    };
  });
}

const OUTCOMES: Record<string, OrderPaymentOutcome> = { pay: 'succeeded', decline: 'declined', timeout: 'timed_out' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A test card the page offers; the demo bank accepts any number. */
export const TEST_CARD = '4111 1111 1111 1111';

const GATEWAY_STYLE = `body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827;margin:0}main{max-width:26rem;margin:3rem auto;background:#fff;padding:1.5rem;border-radius:.5rem;box-shadow:0 1px 3px #0002}
label,input{display:block;width:100%;box-sizing:border-box}input{font-size:1.1rem;padding:.5rem;margin:.25rem 0 1rem;border:1px solid #6b7280;border-radius:.25rem}
button{font-size:1rem;padding:.6rem 1rem;margin:.25rem .25rem 0 0;border:0;border-radius:.25rem;color:#fff;cursor:pointer}.pay{background:#166534}.decline{background:#991b1b}.timeout{background:#374151}`;

/**
 * The bank page's headers: it runs nothing, loads nothing, is never framed (no clickjacking of its
 * Pay button) and never cached or sent on as a Referer (the payment id opens it). Its one style
 * block is allowed by its hash; its form posts only to itself, and the 303 after it (which
 * form-action covers too) only to the portal page the attempt returns to.
 */
const STYLE_HASH = `'sha256-${createHash('sha256').update(GATEWAY_STYLE).digest('base64')}'`;
export function gatewayPageHeaders(returnUrl: string | null): Record<string, string> {
  const back = returnUrl && URL.canParse(returnUrl) ? ` ${new URL(returnUrl).origin}` : '';
  return {
    'content-security-policy': `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'${back}; frame-ancestors 'none'; base-uri 'none'`,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
}

function gatewayPage(payment: OrderPaymentRow, orderNumber: string): string {
  const done = payment.status !== 'pending';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo Bank – card payment</title>
<style>${GATEWAY_STYLE}</style>
</head><body><main>
<h1>Demo Bank</h1>
<p>Order <strong data-testid="gateway-order">${escape(orderNumber)}</strong></p>
<p>Amount <strong data-testid="gateway-amount">${payment.amount.toFixed(2)} ${ORDER_CURRENCY}</strong></p>
${done ? `<p role="status">This payment is already completed (${escape(payment.status)}).</p>` : ''}
<form method="post" action="/gateway/${payment.id}">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="${TEST_CARD}">
<button class="pay" name="outcome" value="pay">Pay</button><button class="decline" name="outcome" value="decline">Decline</button><button class="timeout" name="outcome" value="timeout">Time out</button>
</form></main></body></html>`;
}

/**
 * The demo bank (outside /api: the browser talks to it directly, as to a real bank's page). It
 * completes an attempt once; a second submission (reload, back button) changes nothing and sends
 * the browser back to the portal again.
 */
export function registerGatewayRoutes(app: FastifyInstance, ctx: AppContext): void {
  const paymentParams = z.object({ payment: paymentIdSchema });
  const numberOf = ctx.db.prepare<[number], { number: string }>('SELECT number FROM orders WHERE id = ?');

  void app.register(async (gateway) => {
    gateway.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    // GET /gateway/:payment: the bank's page (amount, order number, card, Pay / Decline / Time out)
    gateway.get('/gateway/:payment', async (request, reply) => {
      const { payment: id } = parseOr422(paymentParams, request.params);
      const payment = ctx.orderPayments.find(id);
      if (!payment) throw notFound();
      return reply
        .headers(gatewayPageHeaders(payment.return_url))
        .type('text/html; charset=utf-8')
        .send(gatewayPage(payment, numberOf.get(payment.order_id)?.number ?? ''));
    });

    // POST /gateway/:payment {outcome}: completes the attempt once, then 303 back to the portal
    gateway.post('/gateway/:payment', async (request, reply) => {
      const { payment: id } = parseOr422(paymentParams, request.params);
      const { outcome } = parseOr422(z.object({ outcome: z.enum(['pay', 'decline', 'timeout']) }), request.body);
      const payment = ctx.orderPayments.find(id);
      if (!payment?.return_url) throw notFound();
      const returnUrl = payment.return_url;
      ctx.db.transaction(() => {
        const order = ctx.db
          .prepare<[number], { id: number; agency_id: number }>('SELECT id, agency_id FROM orders WHERE id = ?')
          .get(payment.order_id);
        const row = order && ctx.orders.find(order.id, order.agency_id);
        if (!row) return;
        // Money for an order that meanwhile stopped being payable (paid through another attempt) is refused.
        const due = balanceOf(row, ctx.orderPayments.paid(row.id)).due;
        const accepted =
          OUTCOMES[outcome] === 'succeeded' && (!PAYABLE_STATUSES.includes(row.status) || due + 0.005 < payment.amount)
            ? 'declined'
            : OUTCOMES[outcome]!;
        const reference = accepted === 'succeeded' ? `AUTH ${randomInt(100_000, 1_000_000)}` : null;
        if (ctx.orderPayments.finish(payment.id, accepted, reference, nowIso()) && accepted === 'succeeded')
          applyPayments(ctx, row);
      })();
      const back = new URL(returnUrl);
      back.searchParams.set('payment', payment.id);
      return reply
        .code(303)
        .header('location', back.toString())
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'no-store')
        .send();
    });
  });
}
