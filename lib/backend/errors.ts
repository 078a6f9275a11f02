import type { ApiError } from '@/lib/schemas/list';
import { backendDigest } from '@/lib/errors/page-error';

/**
 * Every failed backend call as one error shape (SPEC.md §8: `{error, message}`, 422 adds
 * `errors`, 303 carries `redirect`), so pages and error boundaries handle one type.
 */
export class BackendError extends Error {
  readonly status: number;
  readonly error: string;
  readonly errors?: Record<string, string[]>;
  readonly redirect?: string;
  /** Survives the trip to app/error.tsx, which picks page 500 from it (lib/errors/page-error.ts). */
  readonly digest: string;

  constructor(status: number, body: ApiError, options?: { cause?: unknown }) {
    super(body.message, options);
    this.name = 'BackendError';
    this.status = status;
    this.digest = backendDigest(status);
    this.error = body.error;
    if (body.errors) this.errors = body.errors;
    if (body.redirect) this.redirect = body.redirect;
  }
}
