import { locales, type Locale } from '@/lib/i18n/locales';

/**
 * The conformance kit's HTTP client (docs/booking-api/README.md "The conformance kit"): every call
 * goes below `{backend}/api/`, never off the backend's origin, never follows a redirect, and
 * carries `x-localization` and, when given, the bearer token, as the portal's calls do.
 */

export interface Answer {
  status: number;
  headers: Headers;
  /** The JSON body; null for another type or an empty body. */
  json: unknown;
  /** The body's content type. */
  type: string;
  /** Why there was no answer (status 0): the backend unreachable, or slower than the timeout. */
  error?: string;
}

export interface CallOptions {
  method?: string;
  token?: string;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined | null>;
  body?: unknown;
  /** A form-data body (an upload) in place of JSON. */
  form?: FormData;
  locale?: Locale;
}

/** What the client refuses: a path that would leave the backend. */
export class OffOriginError extends Error {}

export const DEFAULT_LOCALE: Locale = 'en';
export const ALL_LOCALES = locales;

export class BackendClient {
  readonly api: URL;
  /** How many calls it made (the summary line). */
  calls = 0;

  constructor(
    backend: string,
    private readonly timeoutMs = 15_000,
  ) {
    const base = new URL(backend);
    if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error(`not an http(s) URL: ${backend}`);
    this.api = new URL(`${base.pathname.replace(/\/+$/, '')}/api/`, base.origin);
  }

  /** The absolute URL of a call's path (below /api/) with its query, arrays comma-joined. */
  url(path: string, query: CallOptions['query'] = {}): URL {
    const url = new URL(path, this.api);
    if (url.origin !== this.api.origin || !url.pathname.startsWith(this.api.pathname))
      throw new OffOriginError(`refused: ${url.href} is off the backend ${this.api.href}`);
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null) continue;
      url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    return url;
  }

  async call(path: string, options: CallOptions = {}): Promise<Answer> {
    const url = this.url(path, options.query);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-localization': options.locale ?? DEFAULT_LOCALE,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    // fetch writes a form's content type itself, with its boundary.
    const body = options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    this.calls++;
    try {
      const response = await fetch(url, {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const type = response.headers.get('content-type') ?? '';
      let json: unknown = null;
      if (type.includes('json')) {
        const text = await response.text();
        try {
          json = text ? JSON.parse(text) : null;
        } catch {
          json = null;
        }
      } else await response.arrayBuffer();
      return { status: response.status, headers: response.headers, json, type };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const why = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
      return { status: 0, headers: new Headers(), json: null, type: '', error: `no answer (${why})` };
    }
  }
}
