/**
 * The backend writes a size as "55×40×20 cm", the unit in English. Returns the figures ("55×40×20")
 * for the catalogue's `format.centimetres` to put the unit in the reader's language; anything else
 * (such as "—") is `null` and shown as it came.
 */
export function centimetreFigures(size: string): string | null {
  const match = /^\s*(\d+(?:[.,]\d+)?(?:\s*[×x]\s*\d+(?:[.,]\d+)?)*)\s*cm\s*$/i.exec(size);
  return match ? match[1]!.replace(/\s*[×x]\s*/g, '×') : null;
}
