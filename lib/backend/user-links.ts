import 'server-only';
import { atsListApiQuery, USER_LINKS_LIST, type AtsListQuery, type UserLinkFilter } from '@/lib/ats/list-query';
import {
  atsUnlinkedSellersSchema,
  atsUserLinkEditSchema,
  atsUserLinkFiltersSchema,
  atsUserLinkFormOptionsSchema,
  atsUserLinksListSchema,
} from '@/lib/schemas/ats';
import { backendJson } from './client';
import { notFoundOn404 } from './errors';

// The ticket desk's linked users for the server-rendered pages (docs/product.md §12 "The ticket
// desk: the calls"). Pages call these once proxy.ts's route check let the role in (docs/architecture.md §1 "The route table").

/** GET ats/user-links (one page of the URL's query). */
export async function getUserLinks(query: AtsListQuery<UserLinkFilter>) {
  return backendJson('ats/user-links', atsUserLinksListSchema, {
    query: atsListApiQuery(query, USER_LINKS_LIST.defaultSort),
  });
}

/** GET ats/user-links/filters */
export async function getUserLinkFilters() {
  return (await backendJson('ats/user-links/filters', atsUserLinkFiltersSchema)).data;
}

/** GET ats/user-links/additional: the sellers with flagged orders. */
export async function getUnlinkedSellers() {
  return backendJson('ats/user-links/additional', atsUnlinkedSellersSchema);
}

/** GET ats/user-links/form-options */
export async function getUserLinkFormOptions() {
  return (await backendJson('ats/user-links/form-options', atsUserLinkFormOptionsSchema)).data;
}

/** GET ats/user-links/{id}/edit (the 404 page for another agency's or an unknown link). */
export async function getUserLinkForEdit(id: number) {
  return (await notFoundOn404(backendJson(`ats/user-links/${id}/edit`, atsUserLinkEditSchema))).data;
}
