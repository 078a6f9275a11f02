import path from 'node:path';
import type { Font as FontStore } from '@react-pdf/renderer';

/**
 * The PDF font, shared by the portal's saved-offers PDF and the demo backend's documents. DejaVu
 * Sans because the standard PDF fonts have no Cyrillic and no ș ț. The store is passed in rather
 * than imported: @react-pdf/renderer is ESM-only and each host loads it its own way (lazily in
 * the BFF, in a worker process in the demo backend).
 */

/** Where the TTFs live under a checkout or a standalone build (next.config.ts traces them). */
export function fontDirectory(root: string): string {
  return path.join(root, 'assets', 'fonts');
}

export interface DocumentFonts {
  family: string;
  release(): void;
}

let serial = 0;

/**
 * Registers DejaVu under a family name of its own for one document, and returns it with a
 * release function. Why not one family for all: @react-pdf 4.9 keeps a loaded font's glyph
 * objects, and DejaVu draws Latin "y" and Cyrillic "у" with one glyph, so after a Russian
 * document every "y" of an English one extracted as "у" or nothing; Font.reset() cannot help,
 * it never reloads. Call `release()` once the document is rendered.
 */
export function documentFonts(Font: typeof FontStore, directory: string): DocumentFonts {
  // Word hyphenation is English-only and would split Romanian and Cyrillic words wrongly.
  Font.registerHyphenationCallback((word) => [word]);
  const family = `DejaVu Sans ${++serial}`;
  Font.register({
    family,
    fonts: [
      { src: path.join(directory, 'DejaVuSans.ttf'), fontWeight: 'normal' },
      { src: path.join(directory, 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' },
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
