import { contentSearch, sameStem } from '@/lib/shared/content-search';

// The content search by word stems (docs/product.md §10 "The operator's content"), with the
// issue's examples ("младенец" finds "младенцы", "паспорт ребенка" finds "паспорт ребёнка") in
// each language: a word's other forms are found, every word of the query is needed, "ё" is "е".
describe('contentSearch', () => {
  const finds = (locale: string, query: string, text: string) => contentSearch(query, locale).matches(text);

  it('finds other forms of a word in Russian, a fleeting vowel and ё included', () => {
    expect(finds('ru', 'младенец', 'Младенцы летят без отдельного места')).toBe(true);
    expect(finds('ru', 'младенцы', 'Каждый младенец летит на руках у взрослого')).toBe(true);
    expect(finds('ru', 'паспорт ребенка', 'Нужен ли паспорт ребёнку до 14 лет?')).toBe(true);
    expect(finds('ru', 'ребёнок', 'Для ребенка нужен отдельный паспорт')).toBe(true);
    expect(finds('ru', 'визы', 'Виза в Египет оформляется по прилёте')).toBe(true);
  });

  it('needs every word of the query', () => {
    expect(finds('ru', 'паспорт ребенка', 'Паспорт взрослого туриста')).toBe(false);
    expect(finds('en', 'infant passport', 'An infant flies on an adult’s lap')).toBe(false);
  });

  it('finds other forms in Romanian, Ukrainian and English', () => {
    expect(finds('ro', 'sugar', 'Sugarii călătoresc fără loc separat')).toBe(true);
    expect(finds('ro', 'pașaport copil', 'Pașaportul copilului trebuie să fie valabil')).toBe(true);
    expect(finds('ua', 'немовля', 'Немовлята летять без окремого місця')).toBe(true);
    expect(finds('ua', 'паспорт дитини', 'Чи потрібен паспорт для дитина до 14 років?')).toBe(true);
    expect(finds('uk', 'візи', 'Віза до Єгипту оформлюється після прильоту')).toBe(true);
    expect(finds('en', 'infant', 'Infants fly without a seat of their own')).toBe(true);
    expect(finds('en', 'passports children', "Children's passports must be valid")).toBe(true);
  });

  it('finds a word typed in part, as before, without case or diacritics', () => {
    expect(finds('en', 'penalt', 'Cancellation penalties')).toBe(true);
    expect(finds('ro', 'sarm', 'Zboruri spre Șarm el-Șeih')).toBe(true);
    // The start of a word, not any piece of it.
    expect(finds('ru', 'порт', 'Паспорт туриста')).toBe(false);
  });

  it('does not make near words match', () => {
    expect(finds('ru', 'картина', 'Карта отелей')).toBe(false);
    expect(finds('ru', 'пасть', 'Паспорт туриста')).toBe(false);
    expect(finds('ru', 'отель', 'Отдел бронирования')).toBe(false);
    expect(finds('ru', 'странный', 'Страна пребывания')).toBe(false);
    expect(finds('ro', 'copil', 'Copertă nouă')).toBe(false);
    expect(finds('en', 'visiting', 'Visa on arrival')).toBe(false);
  });

  it('names the words of a text it found, folded, for the marks', () => {
    const search = contentSearch('паспорт ребенка', 'ru');
    expect(search.marked('Паспорт ребёнка и паспорта родителей')).toEqual(['паспорт', 'ребенка', 'паспорта']);
    expect(contentSearch('  ', 'ru').marked('Паспорт')).toEqual([]);
    expect(contentSearch('  ', 'ru').matches('anything')).toBe(true);
  });

  it('takes a stem with a fleeting vowel for the same stem, and nothing looser', () => {
    expect(sameStem('младенец', 'младенц')).toBe(true);
    expect(sameStem('ребенк', 'ребенок')).toBe(true);
    expect(sameStem('карт', 'картин')).toBe(false);
    expect(sameStem('стран', 'странн')).toBe(false);
    expect(sameStem('ден', 'дн')).toBe(false);
  });
});
