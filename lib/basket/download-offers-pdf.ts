import { filenameFromContentDisposition, saveBlob } from '@/lib/download';
import { apiRequest } from '@/lib/hooks/fetcher';
import { printOffersRequestSchema, type OfferContacts } from '@/lib/schemas/saved-offers';

export const OFFERS_PDF_PATH = '/api/search/offers/print';

/** POST search/offers/print with the contacts: the answer is the PDF, saved under the server's name. */
export async function downloadOffersPdf(contacts: OfferContacts): Promise<string> {
  const response = await apiRequest(OFFERS_PDF_PATH, {
    method: 'POST',
    json: printOffersRequestSchema.parse(contacts),
    headers: { accept: 'application/pdf' },
  });
  const name = filenameFromContentDisposition(response.headers.get('content-disposition'), 'offers.pdf');
  saveBlob(await response.blob(), name);
  return name;
}
