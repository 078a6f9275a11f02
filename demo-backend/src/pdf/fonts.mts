import path from 'node:path';
import { Font } from '@react-pdf/renderer';

const FONT_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../assets/fonts');
let serial = 0;

// Word hyphenation is English-only and would split Romanian and Cyrillic words wrongly.
Font.registerHyphenationCallback((word) => [word]);

/**
 * Registers DejaVu (the standard PDF fonts have no Cyrillic and no ș ț) under a family name of
 * its own for one document, and returns it with a release function. Why not one family for all:
 * @react-pdf 4.9 keeps a loaded font's glyph objects, and DejaVu draws Latin "y" and Cyrillic "у"
 * with one glyph, so after a Russian document every "y" of an English one extracted as "у" or
 * nothing; Font.reset() cannot help, it never reloads.
 */
export function documentFonts(): { family: string; release(): void } {
  const family = `DejaVu Sans ${++serial}`;
  Font.register({
    family,
    fonts: [
      { src: path.join(FONT_DIR, 'DejaVuSans.ttf'), fontWeight: 'normal' },
      { src: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' },
    ],
  });
  return {
    family,
    release() {
      // getRegisteredFonts() is the store's own map: dropping the family frees the parsed fonts.
      delete Font.getRegisteredFonts()[family];
    },
  };
}
