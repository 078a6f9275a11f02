/**
 * The backend writes a size as "55×40×20 cm", the unit in English. Returns the figures ("55×40×20")
 * for the catalogue's `format.centimetres` to put the unit in the reader's language; anything else
 * (such as "—") is `null` and shown as it came.
 */
export function centimetreFigures(size: string): string | null {
  const match = /^\s*(\d+(?:[.,]\d+)?(?:\s*[×x]\s*\d+(?:[.,]\d+)?)*)\s*cm\s*$/i.exec(size);
  return match ? match[1]!.replace(/\s*[×x]\s*/g, '×') : null;
}

const FILE_SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file's size in bytes as the reader's language writes it ("244 kB", "244 кБ", "1,2 MB"):
 * the largest unit under which it is at least 1 (1 KB = 1024 bytes, as file managers count),
 * one decimal below 10 and none above. `locale` is a formatting locale (`uk`, not `ua`).
 */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit > 0 && value < 10 ? 1 : 0;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: FILE_SIZE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(value);
}
