import { createTranslator } from 'next-intl';
import { fieldErrors } from '@/lib/bff/field-errors';
import { shareAnswerRequestSchema, SHARE_ANSWER_LIMITS, SHARE_NOTE_MAX } from '@/lib/schemas/shared-selections';
import { catalogueMessageOf, isCatalogueKey, maxLengthMessage, messageWithValues } from '@/lib/shared/message-key';
import en from '@/messages/en/validation.json';

const t = createTranslator({ locale: 'en', messages: { validation: en } });
const has = (key: string) => t.has(key as Parameters<typeof t.has>[0]);

describe('a validation message as a catalogue key with values', () => {
  it('carries a limit to the text the user reads', () => {
    const found = catalogueMessageOf(maxLengthMessage(SHARE_NOTE_MAX), has);
    expect(found).toEqual({ key: 'validation.maxLength', values: { max: SHARE_NOTE_MAX } });
    expect(t(found!.key as Parameters<typeof t>[0], found!.values)).toBe(`At most ${SHARE_NOTE_MAX} characters`);
  });

  it('reads a bare key without values, an unknown validation key as "check this field", a sentence as itself', () => {
    expect(catalogueMessageOf('validation.required', has)).toEqual({ key: 'validation.required', values: {} });
    expect(catalogueMessageOf('validation.noSuchRule', has)).toEqual({ key: 'validation.invalid', values: {} });
    expect(catalogueMessageOf('Не более 5 символов. Проверьте поле?', has)).toBeNull();
    expect(catalogueMessageOf('validation.maxLength?max=abc', has)).toBeNull();
    expect(isCatalogueKey(messageWithValues('validation.range', { min: 1, max: 30 }))).toBe(true);
    expect(messageWithValues('validation.required', {})).toBe('validation.required');
  });

  it("names each field's own limit in a 422, in the user's language", async () => {
    const over = shareAnswerRequestSchema.safeParse({
      position: 1,
      name: 'x'.repeat(SHARE_ANSWER_LIMITS.name + 1),
      messenger: 'x'.repeat(SHARE_ANSWER_LIMITS.messenger + 1),
    });
    expect(over.success).toBe(false);
    expect(await fieldErrors(over.error!.issues, 'en')).toEqual({
      name: [`At most ${SHARE_ANSWER_LIMITS.name} characters`],
      messenger: [`At most ${SHARE_ANSWER_LIMITS.messenger} characters`],
    });
    expect((await fieldErrors(over.error!.issues, 'ro')).messenger).toEqual([
      `Cel mult ${SHARE_ANSWER_LIMITS.messenger} de caractere`,
    ]);
  });
});
