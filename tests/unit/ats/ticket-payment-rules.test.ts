import { createTranslator } from 'next-intl';
import en from '@/messages/en/validation.json';
import { catalogueMessageOf } from '@/lib/shared/message-key';
import { TICKET_PAYMENT_TEXT_MAX, ticketPaymentInputSchema } from '@/lib/schemas/ats';

const payment = {
  order_id: 1,
  amount: 100,
  currency: 'EUR',
  method: 'cash',
  paid_on: '2026-11-20',
  payer: 'Ion Rusu',
  reference: 'REF-1',
};

describe("a ticket payment's texts", () => {
  const schema = ticketPaymentInputSchema('2026-11-30');

  it.each(['payer', 'reference'] as const)('take %s up to its limit and say the limit past it', (field) => {
    const max = TICKET_PAYMENT_TEXT_MAX[field];
    expect(schema.safeParse({ ...payment, [field]: 'x'.repeat(max) }).success).toBe(true);
    const over = schema.safeParse({ ...payment, [field]: 'x'.repeat(max + 1) });
    expect(over.success).toBe(false);
    const message = over.error!.issues.find((issue) => issue.path[0] === field)!.message;
    // The message the user reads names the very limit the rule applies.
    const t = createTranslator({ locale: 'en', messages: { validation: en } });
    const found = catalogueMessageOf(message, (key) => t.has(key as Parameters<typeof t.has>[0]));
    expect(found).toEqual({ key: 'validation.maxLength', values: { max } });
    expect(t(found!.key as Parameters<typeof t>[0], found!.values)).toBe(`At most ${max} characters`);
  });
});
