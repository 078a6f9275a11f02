import { notFound } from 'next/navigation';

/** A record's id in a route (`/payment-gateways/{id}/edit`): a positive number, anything else the 404 page. */
export function recordIdOr404(raw: unknown): number {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,8}$/.test(raw)) notFound();
  return Number(raw);
}
