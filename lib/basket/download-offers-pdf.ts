import { downloadFile } from '@/lib/download';
import { offerContactsSchema, type OfferContacts } from '@/lib/schemas/saved-offers';

export const OFFERS_PDF_PATH = '/api/search/offers/print';

/** POST search/offers/print with the contacts: the answer is the PDF, saved under the server's name. */
export function downloadOffersPdf(contacts: OfferContacts): Promise<string> {
  return downloadFile(OFFERS_PDF_PATH, 'offers.pdf', { method: 'POST', json: offerContactsSchema.parse(contacts) });
}
