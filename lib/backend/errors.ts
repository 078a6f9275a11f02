import { notFound } from 'next/navigation';
import type { ApiError } from '@/lib/schemas/api-error';
import { backendDigest } from '@/lib/errors/page-error';

/**
 * Every failed backend call as one error shape (docs/product.md §8: `{error, message}`, 422 adds
 * `errors`, 303 carries `redirect`), so pages and error boundaries handle one type.
 */
export class BackendError extends Error {
  readonly status: number;
  readonly error: string;
  readonly errors?: Record<string, string[]>;
  readonly redirect?: string;
  /** What an error answer carries besides its message (a 409's new price, a 410's expired hold). */
  readonly data?: unknown;
  /** Survives the trip to app/error.tsx, which picks page 500 from it (lib/errors/page-error.ts). */
  readonly digest: string;
  /** A 429's or 503's Retry-After in seconds, when the backend sent one. */
  readonly retryAfterS?: number;

  constructor(
    status: number,
    body: ApiError & { data?: unknown },
    options?: { cause?: unknown; retryAfterS?: number | undefined },
  ) {
    super(body.message, options);
    this.name = 'BackendError';
    this.status = status;
    this.digest = backendDigest(status);
    this.error = body.error;
    if (body.errors) this.errors = body.errors;
    if (body.redirect) this.redirect = body.redirect;
    if (body.data !== undefined) this.data = body.data;
    if (options?.retryAfterS !== undefined) this.retryAfterS = options.retryAfterS;
  }
}

/** A backend call whose 404 is this page's 404 page; every other failure goes on to the error boundary. */
export async function notFoundOn404<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) notFound();
    throw error;
  }
}

/** A backend call whose `status` (410: an offer no longer sold; 404: a record the URL names but the agency cannot see) the page shows itself, as null. */
export async function nullOn<T>(status: number, call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof BackendError && error.status === status) return null;
    throw error;
  }
}

/** A backend call whose 410 (gone: an offer no longer sold) the page shows itself, as null. */
export const nullOn410 = <T>(call: Promise<T>): Promise<T | null> => nullOn(410, call);
