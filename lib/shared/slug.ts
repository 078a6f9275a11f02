/**
 * Slugs for links to content (docs/product.md §10): `/faq#<slug>`. Latin letters, digits and
 * hyphens; Cyrillic is transliterated and diacritics dropped, so a slug can be made from a text
 * in any of the portal's languages. The demo backend makes each FAQ entry's slug once, from its
 * English question, so a link keeps working when the reader switches language.
 */

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

export const SLUG_MAX_LENGTH = 60;

/** The text as a slug of at most `max` characters, cut between words; "item" when nothing is left. */
export function slugify(text: string, max = SLUG_MAX_LENGTH): string {
  const latin = Array.from(text.toLowerCase(), (char) => CYRILLIC[char] ?? char).join('');
  const slug = latin
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= max) return slug || 'item';
  const cut = slug.slice(0, max + 1);
  const boundary = cut.lastIndexOf('-');
  return (boundary > 0 ? cut.slice(0, boundary) : slug.slice(0, max)).replace(/-+$/, '') || 'item';
}

/** One slug per text, in order; a slug already taken gets -2, -3 … so every one is unique. */
export function uniqueSlugs(texts: readonly string[], max = SLUG_MAX_LENGTH): string[] {
  const taken = new Set<string>();
  return texts.map((text) => {
    const base = slugify(text, max);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}
