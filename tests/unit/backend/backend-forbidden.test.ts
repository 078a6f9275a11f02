import { z } from 'zod';

// backendFetch's surroundings: a session, request headers, and an upstream answering 403.
import { fetchUpstream, forbidden } from './backend-surroundings';
import { backendFetch, backendJson, callerHandles } from '@/lib/backend/client';
import { BackendError } from '@/lib/backend/errors';
import { boundaryCode, digestStatus } from '@/lib/errors/page-error';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  forbidden.mockClear();
  fetchUpstream.mockReset();
});

describe('a backend 403 during a page load', () => {
  it('shows the 403 page through forbidden()', async () => {
    fetchUpstream.mockResolvedValue(answer(403, { error: 'Access denied', message: 'No permission' }));
    await expect(backendJson('v1/employees', z.unknown())).rejects.toThrow('NEXT_HTTP_ERROR_FALLBACK;403');
    expect(forbidden).toHaveBeenCalledTimes(1);
  });

  it('stays with the caller that handles 403 (explicitly or by the default list)', async () => {
    for (const handle of [[403], true] as const) {
      fetchUpstream.mockResolvedValue(answer(403, { error: 'Access denied', message: 'No permission' }));
      const failure = await backendFetch('v1/employees', { handle }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(BackendError);
      expect(failure).toMatchObject({ status: 403, error: 'Access denied', message: 'No permission' });
    }
    expect(forbidden).not.toHaveBeenCalled();
  });

  it('leaves other statuses alone: a 500 is a BackendError whose digest picks page 500', async () => {
    fetchUpstream.mockResolvedValue(answer(500, { error: 'Oops', message: 'Broken' }));
    const failure = await backendFetch('v1/employees').catch((error: unknown) => error);
    expect(forbidden).not.toHaveBeenCalled();
    expect(failure).toBeInstanceOf(BackendError);
    expect(digestStatus((failure as BackendError).digest)).toBe(500);
    // What error.tsx receives in production: only a generic message and the digest.
    expect(boundaryCode({ message: 'An error occurred', digest: (failure as BackendError).digest }, true)).toBe('500');
  });
});

describe('callerHandles', () => {
  it('knows the SPEC default list and explicit lists', () => {
    expect(callerHandles(undefined, 403)).toBe(false);
    expect(callerHandles([404], 403)).toBe(false);
    expect(callerHandles([403], 403)).toBe(true);
    expect(callerHandles(true, 403)).toBe(true);
    expect(callerHandles(true, 502)).toBe(false);
  });
});
