import { dateTimeFields } from '@/lib/format/date';

/**
 * The saved-offers PDF's file name, `offer_2026-11-21_14-05.pdf` (OFFERS_PDF_NAME): the moment it
 * was made on the agencies' clock (Europe/Chisinau), written so the files sort by date.
 */
export function offersPdfName(now: Date): string {
  const f = dateTimeFields(now);
  if (!f) throw new RangeError('offersPdfName: invalid date');
  return `offer_${f.year}-${f.month}-${f.day}_${f.hour}-${f.minute}.pdf`;
}
