import {
  ageOn,
  agencyPhones,
  birthDateLimits,
  bookingFormSchema,
  bookingFormStart,
  contactSchema,
  emptyTourist,
  touristFieldRules,
  touristFieldsSchema,
  touristSlots,
  tripIssues,
  type TouristFields,
} from '@/lib/shared/tourist-rules';
import { checkTypedDate, maskDateInput } from '@/lib/search/date-range';
import { GENDERS } from '@/lib/schemas/booking';

const trip = { check_in: '2027-07-10', check_out: '2027-07-17', today: '2026-11-21' };

const valid: TouristFields = {
  kind: 'adult',
  surname: 'Popescu',
  name: 'Ana-Maria',
  birth_date: '1990-05-01',
  gender: 'F',
  passport_number: 'ab123456',
  passport_expiry: '2030-01-01',
  citizenship: 'MD',
};

/** The first message per field: the one the form shows (zodResolver keeps the first). */
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((issue) => [issue.path.join('.'), issue.message]));

describe('names in Latin letters as in the passport', () => {
  it.each(['Popescu', "O'Neil", 'Ana-Maria', 'De La Cruz'])('accepts %s', (surname) => {
    expect(touristFieldsSchema.safeParse({ ...valid, surname }).success).toBe(true);
  });

  it.each(['Попеску', 'Ștefan', 'Ion1', '-Ion', 'Ion  Ion'])('refuses %s with the Latin-letters message', (surname) => {
    expect(messagesOf(touristFieldsSchema.safeParse({ ...valid, surname }))).toEqual({
      surname: 'tourist.errors.latin',
    });
  });

  it('refuses a name longer than 40 letters', () => {
    expect(messagesOf(touristFieldsSchema.safeParse({ ...valid, name: 'A'.repeat(41) }))).toEqual({
      name: 'tourist.errors.nameLength',
    });
  });
});

describe('required fields', () => {
  it('names every empty field as required', () => {
    const result = touristFieldsSchema.safeParse(emptyTourist('adult'));
    expect(messagesOf(result)).toEqual({
      surname: 'validation.required',
      name: 'validation.required',
      birth_date: 'validation.required',
      gender: 'validation.required',
      passport_number: 'validation.required',
      passport_expiry: 'validation.required',
      citizenship: 'validation.required',
    });
  });
});

describe('passport number', () => {
  it('is sent upper-cased', () => {
    expect(touristFieldsSchema.parse(valid).passport_number).toBe('AB123456');
  });

  it.each(['AB12', 'AB 123456', 'АВ123456'])('refuses %s', (passport_number) => {
    expect(messagesOf(touristFieldsSchema.safeParse({ ...valid, passport_number }))).toEqual({
      passport_number: 'tourist.errors.passportNumber',
    });
  });
});

describe('birth date', () => {
  it('goes 100 years back and not into the future (docs/product.md §5)', () => {
    expect(birthDateLimits('2026-11-21')).toEqual({ min: '1926-11-21', max: '2026-11-21' });
    expect(birthDateLimits('2028-02-29')).toEqual({ min: '1928-02-29', max: '2028-02-29' });
    expect(birthDateLimits('2024-02-29').min).toBe('1924-02-29');
  });

  it('is masked as DD.MM.YYYY and an invalid or out-of-range typed date is refused (the input clears it)', () => {
    expect(maskDateInput('0105a1990')).toBe('01.05.1990');
    const limits = birthDateLimits(trip.today);
    expect(checkTypedDate('01.05.1990', limits)).toEqual({ ok: true, value: '1990-05-01' });
    expect(checkTypedDate('31.02.1990', limits)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkTypedDate('01.01.1900', limits)).toEqual({ ok: false, reason: 'min' });
    expect(checkTypedDate('01.01.2030', limits)).toEqual({ ok: false, reason: 'max' });
  });

  it('refuses a date in the future or more than 100 years ago when it reaches the rules anyway', () => {
    const adult = { kind: 'adult' as const, age: null };
    expect(tripIssues({ ...valid, birth_date: '2026-11-22' }, adult, trip)).toEqual([
      { field: 'birth_date', message: 'tourist.errors.birthFuture' },
    ]);
    expect(tripIssues({ ...valid, birth_date: '1926-11-20' }, adult, trip)).toEqual([
      { field: 'birth_date', message: 'tourist.errors.birthTooOld' },
    ]);
  });

  it('counts the age on the check-in day', () => {
    expect(ageOn('2020-07-10', '2027-07-10')).toBe(7);
    expect(ageOn('2020-07-11', '2027-07-10')).toBe(6);
  });

  it("a child's age on the check-in day must be the searched age", () => {
    const child = { kind: 'child' as const, age: 7 };
    expect(tripIssues({ ...valid, birth_date: '2020-07-10' }, child, trip)).toEqual([]);
    expect(tripIssues({ ...valid, birth_date: '2020-07-11' }, child, trip)).toEqual([
      { field: 'birth_date', message: 'tourist.errors.childAge' },
    ]);
    expect(tripIssues({ ...valid, birth_date: '2019-07-10' }, child, trip)).toEqual([
      { field: 'birth_date', message: 'tourist.errors.childAge' },
    ]);
  });

  it('an adult is at least 18 on the check-in day (younger travellers are searched as children)', () => {
    const adult = { kind: 'adult' as const, age: null };
    expect(tripIssues({ ...valid, birth_date: '2009-07-10' }, adult, trip)).toEqual([]);
    expect(tripIssues({ ...valid, birth_date: '2009-07-11' }, adult, trip)).toEqual([
      { field: 'birth_date', message: 'tourist.errors.adultAge' },
    ]);
  });
});

describe('the party', () => {
  it('gives one row per adult then one per child age; under 2 is an infant', () => {
    expect(touristSlots({ adults: 2, children_ages: [7, 1, 0] })).toEqual([
      { kind: 'adult', age: null },
      { kind: 'adult', age: null },
      { kind: 'child', age: 7 },
      { kind: 'infant', age: 1 },
      { kind: 'infant', age: 0 },
    ]);
  });
});

describe('passport expiry', () => {
  it('must be after the check-out day', () => {
    const adult = { kind: 'adult' as const, age: null };
    expect(tripIssues({ ...valid, passport_expiry: '2027-07-18' }, adult, trip)).toEqual([]);
    expect(tripIssues({ ...valid, passport_expiry: '2027-07-17' }, adult, trip)).toEqual([
      { field: 'passport_expiry', message: 'tourist.errors.passportExpiry' },
    ]);
  });
});

describe('contact phone and email', () => {
  const agency = agencyPhones({
    reservation_department: { office: '+373 22 80 80 80', mobile: '+373 69 808 080' },
    accounting: {},
    ticket_office: { office: ' ' },
  });

  it("lists the agency's numbers in one form", () => {
    expect(agency).toEqual(['+37322808080', '+37369808080']);
  });

  it.each([
    ['+37369123456', true],
    ['+3736912345', false],
    ['+40712345678', true],
    ['+4071234567', false],
    ['+380501234567', true],
    ['+38050123456', false],
  ])('%s fills its country mask: %s', (phone, ok) => {
    const result = contactSchema(agency).safeParse({ phone, email: 'a@b.md' });
    expect(result.success).toBe(ok);
    if (!ok) expect(messagesOf(result)).toEqual({ phone: 'validation.phone' });
  });

  it("refuses one of the agency's own numbers (not_one_of)", () => {
    expect(messagesOf(contactSchema(agency).safeParse({ phone: '+37369808080', email: 'a@b.md' }))).toEqual({
      phone: 'tourist.errors.agencyPhone',
    });
  });

  it('requires both and a valid email', () => {
    expect(messagesOf(contactSchema(agency).safeParse({ phone: '', email: '' }))).toEqual({
      phone: 'validation.required',
      email: 'validation.required',
    });
    expect(messagesOf(contactSchema(agency).safeParse({ phone: '+37369123456', email: 'nope' }))).toEqual({
      email: 'validation.email',
    });
  });
});

describe('the booking form schema', () => {
  it('puts the trip rules on the tourist they concern', () => {
    const schema = bookingFormSchema({ slots: touristSlots({ adults: 1, children_ages: [7] }), trip, notOneOf: [] });
    const result = schema.safeParse({
      tourists: [valid, { ...valid, kind: 'child', birth_date: '2018-01-01', passport_expiry: '2027-07-01' }],
      contact: { phone: '+37369123456', email: 'a@b.md' },
      note: '',
    });
    expect(messagesOf(result)).toEqual({
      'tourists.1.birth_date': 'tourist.errors.childAge',
      'tourists.1.passport_expiry': 'tourist.errors.passportExpiry',
    });
  });
});

describe('what the booking form starts from (worked out on the server)', () => {
  it("gives the fields the schema's limits and choices: birth date within 100 years, passport expiry up to 15 years ahead", () => {
    expect(touristFieldRules('2026-11-21')).toEqual({
      birthDate: birthDateLimits('2026-11-21'),
      passportExpiry: { min: '2026-11-21', max: '2041-11-21' },
      genders: GENDERS,
      commonCitizenships: ['MD', 'RO', 'UA'],
    });
  });

  it('one empty tourist per slot, and the 422 keys of every field of every tourist, the contact and the note', () => {
    const start = bookingFormStart({ adults: 1, children_ages: [1] }, '2026-11-21');
    expect(start.slots).toEqual([
      { kind: 'adult', age: null },
      { kind: 'infant', age: 1 },
    ]);
    expect(start.values).toEqual({
      tourists: [emptyTourist('adult'), emptyTourist('infant')],
      contact: { phone: '', email: '' },
      note: '',
    });
    expect(start.errorFields).toEqual(
      expect.arrayContaining([
        'tourists.0.surname',
        'tourists.1.passport_expiry',
        'tourists.1.citizenship',
        'contact.phone',
        'contact.email',
        'note',
      ]),
    );
    expect(start.errorFields).not.toContain('tourists.2.surname');
    // What the form is validated with on first use: the empty start is refused field by field.
    const schema = bookingFormSchema({ slots: start.slots, trip, notOneOf: [] });
    expect(Object.keys(messagesOf(schema.safeParse(start.values)))).toEqual(
      expect.arrayContaining(['tourists.1.surname', 'contact.phone']),
    );
  });
});
