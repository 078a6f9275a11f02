// One simulated agency employee for the load suite: signs in once, keeps its cookies as a browser
// does (the session cookie is set again on every refresh), and loops over page loads, each
// followed by the API calls the page's client makes at once, and tour searches. Every answer is
// classified: a failure (5xx, network error, error page), an unexpected logout (401, a redirect
// to the login page) or fine.

export const PASSWORD = 'demo12345';
/** The pages an agent opens; every demo user the suite signs in as may see them. */
export const PAGES = ['/search/tour', '/notifications/all', '/orders'];
/** Fired together after a page load, as the page's SWR hooks do. */
const PAGE_CALLS = ['jwt/user', 'v1/core/exchange_rate', 'search/offers/total'];
const KIV = 1;
const TURKEY = 1;
const REQUEST_TIMEOUT_MS = 30_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Name → value, from Set-Cookie headers; `Max-Age=0` deletes. Enough for one host. */
export class CookieJar {
  values = new Map();

  store(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) this.values.delete(name);
      else this.values.set(name, pair.slice(index + 1));
    }
  }

  header() {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  copy() {
    const jar = new CookieJar();
    jar.values = new Map(this.values);
    return jar;
  }
}

/** Everything the agents saw, summed over all of them. */
export class Recorder {
  latencies = [];
  requests = 0;
  failures = [];
  logouts = [];
  /** Pages that had to go through /api/session/refresh (the token was refused mid-render). */
  refreshRedirects = 0;

  note(kind, detail) {
    const list = kind === 'failure' ? this.failures : this.logouts;
    if (list.length < 50) list.push(detail);
    else list.overflow = (list.overflow ?? 0) + 1;
  }

  count(kind) {
    return (
      (kind === 'failure' ? this.failures : this.logouts).length +
      ((kind === 'failure' ? this.failures : this.logouts).overflow ?? 0)
    );
  }
}

export class Agent {
  /** @param {{ baseUrl: string, login: string, recorder: Recorder }} options */
  constructor({ baseUrl, login, recorder }) {
    this.baseUrl = baseUrl;
    this.login = login;
    this.recorder = recorder;
    this.jar = new CookieJar();
    this.dates = [];
    this.searches = 0;
  }

  /** One HTTP exchange with this agent's cookies; records its latency. Never throws. */
  async send(method, path, { json, api = false, record = true } = {}) {
    const headers = { cookie: this.jar.header() };
    if (api) Object.assign(headers, { 'x-csrf': '1', origin: this.baseUrl, accept: 'application/json' });
    if (json !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      this.jar.store(response);
      const ms = performance.now() - started;
      if (record) {
        this.recorder.requests++;
        this.recorder.latencies.push(ms);
      }
      return { status: response.status, location: response.headers.get('location'), text, ms };
    } catch (error) {
      const ms = performance.now() - started;
      if (record) {
        this.recorder.requests++;
        this.recorder.latencies.push(ms);
      }
      return { status: 0, location: null, text: String(error?.cause?.code ?? error?.name ?? error), ms };
    }
  }

  /** An API call judged as the portal's client would: 401 is a logout, 5xx or no answer a failure. */
  async api(method, path, json) {
    const answer = await this.send(method, `/api/${path}`, { json, api: true });
    if (answer.status === 401) this.recorder.note('logout', `${method} /api/${path}: 401`);
    else if (answer.status === 0 || answer.status >= 500)
      this.recorder.note('failure', `${method} /api/${path}: ${answer.status} ${answer.text.slice(0, 120)}`);
    else if (answer.status >= 300) this.recorder.note('failure', `${method} /api/${path}: unexpected ${answer.status}`);
    return answer;
  }

  /** A page load, following redirects within the portal as a browser would (at most 3). */
  async page(path) {
    let target = path;
    for (let hop = 0; hop < 4; hop++) {
      const answer = await this.send('GET', target);
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        const next = new URL(answer.location, this.baseUrl);
        if (next.pathname.startsWith('/auth/login')) {
          this.recorder.note('logout', `GET ${path}: redirect to ${next.pathname}`);
          return answer;
        }
        if (next.pathname === '/api/session/refresh') this.recorder.refreshRedirects++;
        target = `${next.pathname}${next.search}`;
        continue;
      }
      if (answer.status === 0 || answer.status >= 500)
        this.recorder.note('failure', `GET ${target}: ${answer.status} ${answer.text.slice(0, 120)}`);
      else if (answer.status !== 200) this.recorder.note('failure', `GET ${target}: unexpected ${answer.status}`);
      else if (answer.text.includes('data-testid="error-page"'))
        this.recorder.note('failure', `GET ${target}: error page`);
      return answer;
    }
    this.recorder.note('failure', `GET ${path}: too many redirects`);
    return undefined;
  }

  /** POST /api/jwt/login; throws when it does not work (the run cannot go on without sessions). */
  async signIn() {
    const answer = await this.send('POST', '/api/jwt/login', {
      json: { login: this.login, password: PASSWORD },
      api: true,
      record: false,
    });
    if (answer.status !== 200 || !this.jar.header())
      throw new Error(`login as ${this.login}: ${answer.status} ${answer.text.slice(0, 200)}`);
    const hints = await this.send(
      'GET',
      `/api/v2/search/calendar_hints?departure_city_id=${KIV}&country_id=${TURKEY}`,
      { api: true, record: false },
    );
    this.dates = hints.status === 200 ? (JSON.parse(hints.text).data ?? []) : [];
    if (this.dates.length === 0) throw new Error(`calendar hints for ${this.login}: ${hints.status}`);
  }

  /** A tour search for one of the departure dates with offers, another party size each time. */
  search() {
    const date = this.dates[this.searches % this.dates.length];
    const adults = 1 + (this.searches % 4);
    this.searches++;
    return this.api('POST', 'v2/search', {
      departure_city_id: KIV,
      country_id: TURKEY,
      date_from: date,
      date_to: date,
      nights_from: 7,
      nights_to: 7,
      adults,
      currency: 'EUR',
    });
  }

  /**
   * Until `deadline` (ms since epoch): page + its calls, a search, with a 1-3 s look at each
   * answer, a fast user's pace. Without pauses 50 agents saturate two cores (p99 above 10 s),
   * renders outlast 5-second tokens and the suite would measure an overload, not the portal.
   */
  async run(deadline, thinkMs = [1_000, 3_000]) {
    const think = () => sleep(thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0]));
    let step = 0;
    while (Date.now() < deadline) {
      const pageAnswer = await this.page(PAGES[step % PAGES.length]);
      if (pageAnswer?.status === 200) await Promise.all(PAGE_CALLS.map((path) => this.api('GET', path)));
      await think();
      if (Date.now() >= deadline) break;
      await this.search();
      await think();
      step++;
    }
  }
}

/** p-th percentile (0-100) of `values`, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
