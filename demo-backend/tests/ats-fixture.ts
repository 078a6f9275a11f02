import type { DeskTicketOrder, DeskTicketOrderInputValues } from '@/lib/schemas/ats';
import { deskTicketOrderResponseSchema } from '@/lib/schemas/ats';
import { apiErrorSchema } from '@/lib/schemas/api-error';
import { call, type Answer } from './client';
import { portalToday } from '@/lib/format/date';

// The ticket desk's tests (docs/product.md §12): a valid manual order and the calls' answers.

export const ROLES_WITHOUT_MANAGE = [
  'agent',
  'agency_manager',
  'agency_director',
  'office_manager',
  'sub_partition_manager',
] as const;
export const ROLES_WITHOUT_READ = ['agent', 'agency_manager', 'office_manager', 'sub_partition_manager'] as const;

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A ticket issued elsewhere last week, flying next week: KIV → IST and back, two passengers. */
export function manualOrder(
  sellerId: number,
  extra: Partial<DeskTicketOrderInputValues> = {},
): DeskTicketOrderInputValues {
  const today = portalToday();
  return {
    pnr: 'QX7P2M',
    carrier: 'TK',
    issue_date: shift(today, -7),
    transaction_type: 'sale',
    flight_type: 'regular',
    status: 'ticketed',
    seller_id: sellerId,
    flights: [
      {
        direction: 'out',
        flight_number: 'TK 270',
        from: 'KIV',
        to: 'IST',
        departure_date: shift(today, 7),
        departure_time: '06:40',
        arrival_date: shift(today, 7),
        arrival_time: '08:25',
      },
      {
        direction: 'back',
        flight_number: 'TK 269',
        from: 'IST',
        to: 'KIV',
        departure_date: shift(today, 14),
        departure_time: '19:10',
        arrival_date: shift(today, 14),
        arrival_time: '20:50',
      },
    ],
    passengers: [
      {
        kind: 'adult',
        surname: 'Vasilache',
        name: 'Dorin',
        birth_date: '1985-03-14',
        gender: 'M',
        passport_number: 'AB1234567',
        passport_expiry: shift(today, 900),
        citizenship: 'MD',
        ticket_number: '235-1234567890',
      },
      {
        kind: 'adult',
        surname: 'Vasilache',
        name: 'Irina',
        birth_date: '1987-11-02',
        gender: 'F',
        passport_number: 'AB7654321',
        passport_expiry: shift(today, 900),
        citizenship: 'MD',
        ticket_number: '235-1234567891',
      },
    ],
    buyer: { name: 'Dorin Vasilache', phone: '+37369111222', email: 'dorin.vasilache@example.com' },
    fare: 312.5,
    taxes: 88.4,
    fee: 15,
    commission: 9.38,
    properties: [],
    ...extra,
  };
}

export async function createManual(url: string, token: string, body: unknown): Promise<DeskTicketOrder> {
  const answer = await call(url, '/api/ats/orders/create', { token, body });
  if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return deskTicketOrderResponseSchema.parse(answer.body).data;
}

/** A 422's field errors. */
export function fieldErrors(answer: Answer): Record<string, string[]> {
  expect(answer.status).toBe(422);
  return apiErrorSchema.parse(answer.body).errors ?? {};
}

export { shift };
