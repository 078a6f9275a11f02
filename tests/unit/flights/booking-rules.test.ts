import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { holdTimeLeft } from '@/lib/flights/hold-time';
import { ApiRequestError } from '@/lib/hooks/fetcher';
import { documentValidUntil } from '@/lib/schemas/flight-constants';
import {
  emptyTourist,
  ticketBookingFormSchema,
  tripIssues,
  type TouristFields,
  type TouristSlot,
} from '@/lib/shared/tourist-rules';

// The flight booking page's rules (docs/product.md §11): the tour booking's tourist rules with a
// ticket's age groups on the last flight's date and the document valid six months past it.

const AGE_ON = '2027-07-17';
const ticket = {
  check_in: AGE_ON,
  check_out: '',
  today: '2026-11-26',
  ticket: { document_valid_until: documentValidUntil(AGE_ON) },
};
const slot = (kind: TouristSlot['kind']): TouristSlot => ({ kind, age: null });

const passenger = (kind: TouristSlot['kind'], birth_date: string, passport_expiry = '2030-01-01'): TouristFields => ({
  kind,
  surname: 'Ciobanu',
  name: 'Ion',
  birth_date,
  gender: 'M',
  passport_number: 'AB1234567',
  passport_expiry,
  citizenship: 'MD',
});

const messages = (tourist: TouristFields, kind = tourist.kind) =>
  tripIssues(tourist, slot(kind), ticket).map((issue) => `${issue.field}: ${issue.message}`);

describe('a passenger of a flight ticket: the age group on the last flight’s date', () => {
  it('takes an adult who turns 12 on the day of the last flight, and refuses one who turns 12 the day after', () => {
    expect(messages(passenger('adult', '2015-07-17'))).toEqual([]);
    expect(messages(passenger('adult', '2015-07-18'))).toEqual(['birth_date: tourist.errors.ticketAdultAge']);
  });

  it('counts a child on the return date: 11 at the outbound flight but 12 at the return flies as an adult', () => {
    expect(messages(passenger('child', '2015-07-10'))).toEqual(['birth_date: tourist.errors.ticketChildAge']);
    expect(messages(passenger('adult', '2015-07-10'))).toEqual([]);
    expect(messages(passenger('child', '2020-01-01'))).toEqual([]);
  });

  it('refuses an infant who is 2 by the last flight, and a child who is still under 2', () => {
    expect(messages(passenger('infant', '2025-07-17'))).toEqual(['birth_date: tourist.errors.ticketInfantAge']);
    expect(messages(passenger('infant', '2025-07-18'))).toEqual([]);
    expect(messages(passenger('child', '2025-08-01'))).toEqual(['birth_date: tourist.errors.ticketChildAge']);
  });

  it('keeps the tour booking’s own rules for the same slot outside a ticket (an adult is 18 there)', () => {
    const tour = { check_in: AGE_ON, check_out: '2027-07-24', today: '2026-11-26' };
    expect(tripIssues(passenger('adult', '2012-01-01'), slot('adult'), tour).map((issue) => issue.message)).toEqual([
      'tourist.errors.adultAge',
    ]);
    expect(messages(passenger('adult', '2012-01-01'))).toEqual([]);
  });
});

describe('a passenger of a flight ticket: the document valid six months past the last flight', () => {
  it('takes a passport valid on that day and refuses one that expires the day before', () => {
    expect(ticket.ticket.document_valid_until).toBe('2028-01-17');
    expect(messages(passenger('adult', '1990-01-01', '2028-01-17'))).toEqual([]);
    expect(messages(passenger('adult', '1990-01-01', '2028-01-16'))).toEqual([
      'passport_expiry: tourist.errors.documentValidUntil',
    ]);
  });

  it('still refuses a date that does not exist', () => {
    expect(messages(passenger('adult', '1990-01-01', '2028-02-30'))).toEqual(['passport_expiry: validation.date']);
  });
});

describe('the flight booking form', () => {
  const slots = [slot('adult'), slot('adult'), slot('infant')];
  const schema = ticketBookingFormSchema({ slots, trip: ticket, notOneOf: ['+37322808080'] });
  const buyer = { name: 'Ion Ciobanu', phone: '+37369555111', email: 'ion@example.com' };
  const party = [passenger('adult', '1985-03-01'), passenger('adult', '1987-04-02'), passenger('infant', '2026-09-01')];

  it('passes two adults and an infant with a buyer, and sends the passport number in capitals', () => {
    const parsed = schema.safeParse({
      tourists: [{ ...party[0], passport_number: 'ab1234567' }, party[1], party[2]],
      contact: buyer,
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.tourists[0]?.passport_number).toBe('AB1234567');
  });

  it('asks for the buyer’s name, and refuses the agency’s own phone', () => {
    const parsed = schema.safeParse({ tourists: party, contact: { ...buyer, name: ' ', phone: '+37322808080' } });
    const issues = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(issues).toEqual({ 'contact.name': 'validation.required', 'contact.phone': 'tourist.errors.agencyPhone' });
  });

  it('shows an infant’s age error while the rest of the form is still empty', () => {
    const parsed = schema.safeParse({
      tourists: [emptyTourist('adult'), emptyTourist('adult'), { ...emptyTourist('infant'), birth_date: '2024-01-01' }],
      contact: buyer,
    });
    expect(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toContain(
      'tourists.2.birth_date: tourist.errors.ticketInfantAge',
    );
  });
});

describe('the backend’s 422 on the form’s fields', () => {
  it('puts passengers.{i}.{field} and buyer.{field} on the tourist blocks and the contact', () => {
    const set: string[] = [];
    const error = new ApiRequestError({
      status: 422,
      error: 'validation',
      message: 'Invalid',
      errors: { 'passengers.1.birth_date': ['Too young'], 'buyer.phone': ['Bad phone'] },
    });
    const rename = (wire: string) => wire.replace(/^passengers\./, 'tourists.').replace(/^buyer\./, 'contact.');
    const placed = applyServerErrors(
      error,
      (name: string) => void set.push(name),
      ['tourists.1.birth_date', 'contact.phone'],
      rename,
    );
    expect(placed).toBe(true);
    expect(set).toEqual(['tourists.1.birth_date', 'contact.phone']);
  });
});

describe('the time left on a held fare', () => {
  const expires = '2026-11-26T12:20:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts minutes and seconds, rounding a part second up', () => {
    expect(holdTimeLeft(expires, at('2026-11-26T12:00:00.000Z'))).toBe('20:00');
    expect(holdTimeLeft(expires, at('2026-11-26T12:19:00.500Z'))).toBe('1:00');
    expect(holdTimeLeft(expires, at('2026-11-26T12:19:59.100Z'))).toBe('0:01');
  });

  it('shows hours above an hour', () => {
    expect(holdTimeLeft(expires, at('2026-11-26T10:59:55.000Z'))).toBe('1:20:05');
  });

  it('is null once the hold has expired, or for an unreadable instant', () => {
    expect(holdTimeLeft(expires, at('2026-11-26T12:20:00.000Z'))).toBeNull();
    expect(holdTimeLeft(expires, at('2026-11-26T13:00:00.000Z'))).toBeNull();
    expect(holdTimeLeft('soon', 0)).toBeNull();
  });
});
