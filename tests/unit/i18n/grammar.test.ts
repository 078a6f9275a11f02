import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '@/messages/en';
import ro from '@/messages/ro';
import ru from '@/messages/ru';
import ua from '@/messages/ua';
import { formattingLocale, type Locale } from '@/lib/i18n/locales';

// Grammar by ICU rules in every catalogue (docs/product.md "Words"): a number said with a word
// takes the word's form for that number in the language, so the word is in a plural with every
// form the language has; a count is never put bare before a word.

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

const catalogues: Record<Locale, Tree> = { ru, ua, ro, en } as unknown as Record<Locale, Tree>;

/** The words of a case with `#` for its number and `{}` for another argument. */
const textOf = (elements: MessageFormatElement[]): string =>
  elements
    .map((element) => (element.type === TYPE.literal ? element.value : element.type === TYPE.pound ? '#' : '{}'))
    .join('');

/** Every plural of a message, however deep in selects and other plurals. */
function plurals(elements: MessageFormatElement[]): Extract<MessageFormatElement, { type: TYPE.plural }>[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.plural)
      return [element, ...Object.values(element.options).flatMap((option) => plurals(option.value))];
    if (element.type === TYPE.select) return Object.values(element.options).flatMap((option) => plurals(option.value));
    return [];
  });
}

/** Arguments that hold a count, by name. */
const COUNT = /^(count|n|nights|days|seats|passengers|tourists|orders|tickets|adults|children|infants)$/;

/** A count's argument right before a word of four letters or more, outside any plural (a unit's short form, "мин", is fine). */
function bareCounts(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element, at) => {
    if (element.type === TYPE.select)
      return Object.values(element.options).flatMap((option) => bareCounts(option.value));
    if ((element.type !== TYPE.argument && element.type !== TYPE.number) || !COUNT.test(element.value)) return [];
    const next = elements[at + 1];
    return next?.type === TYPE.literal && /^\s+\p{L}{4,}/u.test(next.value) ? [`{${element.value}}${next.value}`] : [];
  });
}

describe.each(Object.keys(catalogues) as Locale[])('the %s catalogue', (locale) => {
  const messages = flatten(catalogues[locale]);
  // The forms a number takes in the language besides "other" (ru: one, few, many; ro: one, few; en: one).
  const forms = new Intl.PluralRules(formattingLocale(locale)).resolvedOptions().pluralCategories;

  it('is ICU MessageFormat in every message', () => {
    const broken = messages.filter(([, message]) => {
      try {
        parse(message, { ignoreTag: true });
        return false;
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });

  it('says a number with a word in a plural with every form of the language ("other" may stand for "many")', () => {
    const short: string[] = [];
    for (const [key, message] of messages)
      for (const plural of plurals(parse(message, { ignoreTag: true }))) {
        const worded = Object.values(plural.options).some((option) =>
          /#\s*\p{L}|\p{L}\s*#|\{\}\s*\p{L}/u.test(textOf(option.value)),
        );
        const missing = forms.filter((form) => form !== 'many' && !(form in plural.options));
        if (worded && missing.length) short.push(`${key}: no ${missing.join(', ')}`);
      }
    expect(short).toEqual([]);
  });

  it('never puts a count bare before a word', () => {
    const bare = messages.flatMap(([key, message]) =>
      bareCounts(parse(message, { ignoreTag: true })).map((found) => `${key}: ${found}`),
    );
    expect(bare).toEqual([]);
  });
});
