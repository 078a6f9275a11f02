import 'server-only';
import type { z } from 'zod';
import { clientLinksApiQuery, type ClientLinksQuery } from '@/lib/client-links/query';
import { sharedSelectionListSchema } from '@/lib/schemas/shared-selections';
import { backendJson } from './client';

export type ClientLinksList = z.infer<typeof sharedSelectionListSchema>;

/** GET shared-selections?page[…]: one page of the caller's client links, newest first (docs/product.md "Client selections"). */
export async function getClientLinks(query: ClientLinksQuery): Promise<ClientLinksList> {
  return backendJson('shared-selections', sharedSelectionListSchema, { query: clientLinksApiQuery(query) });
}
