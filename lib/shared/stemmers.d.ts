// The two stemmer packages ship no types; these are the parts lib/shared/content-search.ts uses.

declare module 'snowball-stemmers' {
  /** A Snowball stemmer by algorithm name ('russian', 'romanian', 'english'). */
  export function newStemmer(algorithm: string): { stem(word: string): string };
}

declare module '@nlpjs/lang-uk' {
  /** nlp.js's Ukrainian stemmer. */
  export class StemmerUk {
    stemWord(word: string): string;
  }
}
