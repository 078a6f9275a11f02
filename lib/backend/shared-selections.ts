import 'server-only';
import { headers } from 'next/headers';
import type { z } from 'zod';
import {
  closedSharedSelectionSchema,
  publicSharedSelectionSchema,
  type ClosedSharedSelection,
  shareAnswerResponseSchema,
  type PublicSharedSelection,
  type ShareAnswerRequest,
  type SharedSelectionReadCount,
  type sharedSelectionHostQuerySchema,
  type sharedSelectionReadQuerySchema,
} from '@/lib/schemas/shared-selections';
import { backendJson } from './client';
import { BackendError } from './errors';

// The client's page of a client selection (docs/product.md "Client selections"): the portal's
// server reads and answers it for the client, without a session, naming the Host it answered on;
// the browser never calls these paths (the BFF does not forward them, lib/bff/allowlist.ts).

export type SharedSelectionRead =
  | { state: 'open'; selection: PublicSharedSelection }
  | { state: 'closed'; closed: ClosedSharedSelection }
  | { state: 'not-found' };

const pathOf = (token: string) => `public/shared-selections/${encodeURIComponent(token)}`;

/** The Host this request was answered on: the backend shows a token on its agency's hosts only. */
async function hostQuery(): Promise<z.input<typeof sharedSelectionHostQuerySchema>> {
  return { host: (await headers()).get('host') ?? '' };
}

/**
 * GET public/shared-selections/{token}?host=: the selection, or why the page cannot show it.
 * `count: 'none'` when the page is shown again for the client's own answer: not an open.
 */
export async function getSharedSelection(
  token: string,
  { count = 'open' }: { count?: SharedSelectionReadCount } = {},
): Promise<SharedSelectionRead> {
  const query: z.input<typeof sharedSelectionReadQuerySchema> = { ...(await hostQuery()), count };
  try {
    const { data } = await backendJson(pathOf(token), publicSharedSelectionSchema, {
      public: true,
      query,
      handle: [404, 410],
    });
    return { state: 'open', selection: data };
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    if (error.status === 404) return { state: 'not-found' };
    if (error.status === 410) {
      const closed = closedSharedSelectionSchema.safeParse({
        error: error.error,
        message: error.message,
        data: error.data,
      });
      if (closed.success) return { state: 'closed', closed: closed.data.data };
    }
    throw error;
  }
}

/**
 * POST public/shared-selections/{token}/answers?host=: the client's "I'm interested". A 422 (the
 * fields, in the client's language), 410, 404 or 429 arrives as a BackendError for the page's form.
 */
export async function answerSharedSelection(token: string, answer: ShareAnswerRequest): Promise<void> {
  await backendJson(`${pathOf(token)}/answers`, shareAnswerResponseSchema, {
    method: 'POST',
    public: true,
    json: answer,
    query: await hostQuery(),
    handle: [404, 410, 422, 429],
  });
}
