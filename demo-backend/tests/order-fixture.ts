import { orderSchema, type Order } from '@/lib/schemas/orders';
import { leg, offer } from '@/tests/unit/fixtures/search';

/**
 * A confirmed, half-paid order of two adults and a child with flights, checked against the wire
 * contract. The backend sends an order already in the user's language: `ro` and `ru` differ in the
 * names it translates (meal, room, services) so the documents must carry ș ț or Cyrillic.
 */
const WORDS = {
  ro: {
    room: 'Standard cu vedere la mare',
    placement: '2 adulți + 1 copil',
    meal: 'Totul inclus',
    transfer: 'Transfer de grup aeroport – hotel – aeroport',
    insurance: 'Asigurare medicală',
    gala: 'Cină festivă de Revelion',
  },
  ru: {
    room: 'Стандарт с видом на море',
    placement: '2 взрослых + 1 ребёнок',
    meal: 'Всё включено',
    transfer: 'Групповой трансфер аэропорт – отель – аэропорт',
    insurance: 'Медицинская страховка',
    gala: 'Новогодний гала-ужин',
  },
} as const;

export function orderFixture(locale: keyof typeof WORDS, overrides: Partial<Order> = {}): Order {
  const words = WORDS[locale];
  const outbound = leg();
  const booked = offer({
    tickets: {
      from: outbound,
      to: leg({
        name: 'RU 7502',
        departure: { date: '2026-06-19', time: '23:30' },
        arrival: { date: '2026-06-20', time: '01:10' },
        airports: { from: outbound.airports.to, to: outbound.airports.from },
        type: 'regular',
      }),
    },
  });
  const baggage = {
    adult: { baggage_kg: 20, hand_kg: 6, hand_size: '55×40×20 cm' },
    infant: { baggage_kg: 10, hand_kg: 0, hand_size: '—' },
    check_in: { open_hours: 3, close_minutes: 40 },
  };
  return orderSchema.parse({
    id: 4233,
    number: 'MD-104233',
    status: 'partially_paid',
    created_at: '2026-05-20T09:30:00Z',
    owner: { id: 2, name: 'Ana Munteanu' },
    offer: {
      ...booked,
      accommodation: {
        ...booked.accommodation,
        room: { id: 3, name: words.room },
        placement: { name: words.placement },
        meal: { id: 5, name: 'AI', full_name: words.meal },
      },
    },
    tourists: [
      {
        id: 1,
        kind: 'adult',
        surname: 'Turcanu',
        name: 'Stefan',
        birth_date: '1985-03-14',
        gender: 'M',
        passport_number: 'AB1234567',
        passport_expiry: '2030-01-01',
        citizenship: 'MD',
      },
      {
        id: 2,
        kind: 'adult',
        surname: 'Ivanova',
        name: 'Elena',
        birth_date: '1987-11-02',
        gender: 'F',
        passport_number: 'AB7654321',
        passport_expiry: '2031-05-05',
        citizenship: 'MD',
      },
      {
        id: 3,
        kind: 'child',
        surname: 'Ivanov',
        name: 'Mihai',
        birth_date: '2018-07-30',
        gender: 'M',
        passport_number: 'AC1112223',
        passport_expiry: '2029-09-09',
        citizenship: 'MD',
      },
    ],
    contact: { phone: '+37369123456', email: 'stefan@example.md' },
    note: '',
    services: [
      { id: 'transfer-group', kind: 'transfer', name: words.transfer, price: 30, mandatory: true, selected: true },
      {
        id: 'insurance-medical',
        kind: 'insurance',
        name: words.insurance,
        price: 24.5,
        mandatory: true,
        selected: true,
      },
      { id: 'gala-dinner', kind: 'gala_dinner', name: words.gala, price: 90, mandatory: false, selected: false },
    ],
    baggage: { from: baggage, to: baggage },
    non_refundable: true,
    price: {
      currency: 'EUR',
      lines: [
        { key: 'hotel', amount: 1480, percent: null },
        { key: 'tickets', amount: 640, percent: null },
        { key: 'transfer', amount: 30, percent: null },
        { key: 'insurance', amount: 24.5, percent: null },
        { key: 'commission', amount: 217.45, percent: 10 },
        { key: 'net_amount', amount: 1957.05, percent: null },
      ],
      total: 2174.5,
      net: 1957.05,
    },
    payments: [
      {
        id: 'Zk2mQ8rT0vXw4Ya6Bc1De3',
        created_at: '2026-05-21T10:00:00Z',
        amount: 1000,
        currency: 'EUR',
        method: 'card',
        status: 'succeeded',
        reference: 'AUTH 123456',
      },
    ],
    balance: { net: 1957.05, paid: 1000, due: 957.05, refund: 0, currency: 'EUR' },
    documents: [
      'invoice',
      'memos',
      'medical_insurance',
      'fly_tickets',
      'tourist_contract',
      'voucher',
      'all_documents',
    ].map((kind) => ({ kind, available: true, reason: null })),
    locks: { dates: true, passport: true },
    charter_change: null,
    cancellation: null,
    actions: { edit: true, cancel: true, pay: true, charter_confirm: false },
    ...overrides,
  });
}
