import { slugify, uniqueSlugs, SLUG_MAX_LENGTH } from '@/lib/shared/slug';

describe('slugify', () => {
  it('makes a lower-case slug of words joined by hyphens', () => {
    expect(slugify('Do tourists need a visa for Egypt?')).toBe('do-tourists-need-a-visa-for-egypt');
    expect(slugify('  What is "early booking" -- and when?  ')).toBe('what-is-early-booking-and-when');
  });

  it('transliterates Cyrillic and drops Romanian and Ukrainian diacritics', () => {
    expect(slugify('Нужна ли виза в Египет?')).toBe('nuzhna-li-viza-v-egipet');
    expect(slugify('Чи потрібна віза до Єгипту?')).toBe('chi-potribna-viza-do-iegiptu');
    expect(slugify('Șarm el-Șeih și Hurghada')).toBe('sarm-el-seih-si-hurghada');
  });

  it('cuts long texts between words, never ending with a hyphen', () => {
    const slug = slugify(
      'How many days before check-in can a tour booked on a charter flight be cancelled without penalty',
    );
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe('how-many-days-before-check-in-can-a-tour-booked-on-a-charter');
    expect(slugify('a'.repeat(80))).toBe('a'.repeat(SLUG_MAX_LENGTH));
  });

  it('never returns an empty slug', () => {
    expect(slugify('?!')).toBe('item');
    expect(slugify('')).toBe('item');
  });
});

describe('uniqueSlugs', () => {
  it('gives repeats a number so every slug is unique, keeping the order', () => {
    expect(uniqueSlugs(['Visa?', 'Visa!', 'Payment', 'visa'])).toEqual(['visa', 'visa-2', 'payment', 'visa-3']);
  });

  it('is the same whatever else changes: a slug depends on its text and the texts before it', () => {
    const texts = ['When is payment due?', 'Can I cancel?', 'When is payment due'];
    expect(uniqueSlugs(texts)).toEqual(uniqueSlugs([...texts]));
    expect(new Set(uniqueSlugs(texts)).size).toBe(texts.length);
  });
});
