/** The nights range the form starts with: 7-10 when the flights allow, else the nearest available. */
export const PREFERRED_NIGHTS = { from: 7, to: 10 } as const;

export function defaultNights(available: readonly number[]): { from: number; to: number } | null {
  const sorted = [...available].sort((a, b) => a - b);
  if (!sorted.length) return null;
  const from = sorted.find((nights) => nights >= PREFERRED_NIGHTS.from) ?? sorted[sorted.length - 1]!;
  const to = [...sorted].reverse().find((nights) => nights <= PREFERRED_NIGHTS.to && nights >= from) ?? from;
  return { from, to };
}
