import { newStemmer } from 'snowball-stemmers';
import { StemmerUk } from '@nlpjs/lang-uk';
import { textWords } from './text-search';

/**
 * The search of the operator's content, news, rules and FAQ (docs/product.md §10 "The operator's
 * content"): by word stems in the reader's language. The demo backend finds with it, and the
 * portal's server marks with it the words it found, so what was found is what is marked
 * (lib/content/search.ts; the browser gets the marked words, never the stemmers).
 *
 * A query is words; a text matches when each of them matches one of its words: the text's word
 * begins with it ("penalt" finds "penalties", a word typed in part), or the two have the same
 * stem in the language. Words are compared folded (lib/shared/text-search.ts: no case, no
 * diacritics, "ё" is "е"). The stemmers are the Snowball algorithms (Russian, Romanian, English)
 * and nlp.js's Ukrainian. A stem that keeps a fleeting vowel is the same stem as the one that
 * lost it ("младенец"/"младенц-" of "младенцы", "ребенок"/"ребенк-" of "ребёнка"): the longer
 * one is the shorter with one vowel put before its last letter, both at least four letters.
 */

type Stem = (word: string) => string;

const snowball = (algorithm: string): Stem => {
  const stemmer = newStemmer(algorithm);
  return (word) => stemmer.stem(word);
};

const ukrainian = (): Stem => {
  const stemmer = new StemmerUk();
  return (word) => stemmer.stemWord(word);
};

/** A stemmer per language, made on first use; the portal's locale codes and next-intl's ('uk'). */
const STEMMERS: Record<string, () => Stem> = {
  ru: () => snowball('russian'),
  ro: () => snowball('romanian'),
  en: () => snowball('english'),
  ua: ukrainian,
  uk: ukrainian,
};

/** The stemmer of each language used so far, with the stems it found: the same texts are searched again and again. */
const made = new Map<string, Stem>();
const STEM_CACHE_LIMIT = 50_000;

function stemmerFor(locale: string): Stem {
  let stem = made.get(locale);
  if (!stem) {
    const make = STEMMERS[locale];
    const base: Stem = make ? make() : (word) => word;
    const cache = new Map<string, string>();
    stem = (word) => {
      let found = cache.get(word);
      if (found === undefined) {
        if (cache.size >= STEM_CACHE_LIMIT) cache.clear();
        found = base(word);
        cache.set(word, found);
      }
      return found;
    };
    made.set(locale, stem);
  }
  return stem;
}

const VOWELS = new Set('аеиоуыэюяіїєaeiouăâîy');

/** The same stem, or one with a fleeting vowel before its last letter ("младенец" and "младенц"). */
export function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1 || short.length < 4) return false;
  const at = long.length - 2;
  return VOWELS.has(long[at] as string) && long.slice(0, at) + long.slice(at + 1) === short;
}

export interface ContentSearch {
  /** The query's words, folded, without repeats; none: everything matches. */
  readonly terms: readonly string[];
  /** Whether every word of the query matches a word of the text. */
  matches(text: string): boolean;
  /** The text's words that a word of the query matches, folded, without repeats: what is marked. */
  marked(text: string): string[];
}

/** The content search of a query in a language (a locale code: 'ru', 'ro', 'en', 'ua' or 'uk'). */
export function contentSearch(query: string, locale: string): ContentSearch {
  const stem = stemmerFor(locale);
  const terms = [...new Set(textWords(query).map(({ word }) => word))];
  const termStems = terms.map(stem);
  const matching = (word: string, i: number) =>
    word.startsWith(terms[i] as string) || sameStem(stem(word), termStems[i] as string);
  const wordsOf = (text: string) => [...new Set(textWords(text).map(({ word }) => word))];
  return {
    terms,
    matches: (text) => {
      if (terms.length === 0) return true;
      const words = wordsOf(text);
      return terms.every((_, i) => words.some((word) => matching(word, i)));
    },
    marked: (text) =>
      terms.length === 0 ? [] : wordsOf(text).filter((word) => terms.some((_, i) => matching(word, i))),
  };
}
