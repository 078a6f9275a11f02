/** docs/product.md §8: a request that never got an answer is reported with the code 888. */
export const NETWORK_ERROR_STATUS = 888;

/** A failed call to the BFF, in the one shape the UI shows: title (`error`) and `message`. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly error: string;
  readonly errors?: Record<string, string[]>;
  readonly redirect?: string;
  /** The whole parsed answer, for errors that carry data (409 `price_changed` holds the new price). */
  readonly body?: unknown;
  /** A 403 shown as the 403 page (lib/errors/forbidden-page.ts): no alert repeats it. */
  shownAsPage = false;

  constructor(init: {
    status: number;
    error?: string;
    message?: string;
    errors?: Record<string, string[]>;
    redirect?: string;
    body?: unknown;
  }) {
    super(init.message ?? '');
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.error = init.error ?? '';
    this.errors = init.errors;
    this.redirect = init.redirect;
    this.body = init.body;
  }

  get isNetworkError(): boolean {
    return this.status === NETWORK_ERROR_STATUS;
  }
}

/** A failure the 403 page already shows (lib/errors/forbidden-page.ts): the alert stack does not repeat it. */
export const shownAsPage = (error: unknown) => error instanceof ApiRequestError && error.shownAsPage;
