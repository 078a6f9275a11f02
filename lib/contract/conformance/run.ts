import { z } from 'zod';
import { addIsoDays } from '@/lib/search/date-range';
import { CALLS, type BackendCall } from '@/lib/contract/calls';
import { portalToday } from '@/lib/format/date';
import { apiErrorSchema } from '@/lib/schemas/api-error';
import { credentialsSchema, type Credentials } from '@/lib/schemas/auth';
import { flightSearchQuerySchema } from '@/lib/schemas/flights';
import { searchRequestSchema } from '@/lib/schemas/search';
import { userSchema } from '@/lib/schemas/user';
import { canAny } from '@/lib/shared/permissions';
import { ALL_LOCALES, BackendClient, type Answer, type CallOptions } from './client';
import { fail, pass, schemaProblem, skip, type CheckResult } from './report';
import { runWriteFlows } from './write';

/**
 * The conformance kit (docs/booking-api/README.md "The conformance kit"): checks a live booking
 * backend against the call registry (lib/contract/calls.ts) with the schemas the portal parses
 * its answers with. Without `write` it changes nothing: it makes GET calls, signs in, refreshes
 * and signs out its own sessions, runs a tour search and a flight search (reads in effect: they
 * create nothing an agency sees), and sends bodies the backend must refuse by validation.
 */

export interface ConformanceOptions {
  backend: string;
  login: string;
  password: string;
  /** Run the flows that change data (a sandbox agency's: save an offer, book, hold, cancel). */
  write?: boolean;
  /** Report only this group of the registry or this suite (auth, errors, paging, localisation, write). */
  only?: string;
  timeoutMs?: number;
}

export interface ConformanceReport {
  results: CheckResult[];
  role: string | null;
  calls: number;
}

type Bodies = Map<string, unknown>;
type Found = Record<string, string | number>;
/** A call's parameters and query from earlier answers, or why they cannot be found. */
type Plan = (bodies: Bodies) => { params?: Found; query?: CallOptions['query'] } | string;

const dig = (value: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    value,
  );
const firstOf = (bodies: Bodies, path: string, ...field: (string | number)[]) => {
  const value = dig(bodies.get(path), 'data', 0, ...(field.length ? field : ['id']));
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
};

/** Why a list gave nothing to use: refused to the role, or empty. */
const REFUSED = Symbol('refused');
const noRow = (bodies: Bodies, source: string, name: string) =>
  bodies.get(source) === REFUSED
    ? `skipped (role): GET ${source}, where its ${name} comes from, is not the role's`
    : `no ${name} to use: GET ${source} gave no row`;

/** A report's period around today, within the longest one a report covers. */
const period = () => ({ date_from: addIsoDays(portalToday(), -180), date_to: addIsoDays(portalToday(), 180) });

/** `{name}` taken from the first row of another call's list. */
function fromList(source: string, name = 'id', ...field: (string | number)[]): Plan {
  return (bodies) => {
    const value = firstOf(bodies, source, ...field);
    return value === undefined ? noRow(bodies, source, name) : { params: { [name]: value } };
  };
}
const withQuery =
  (query: (bodies: Bodies) => CallOptions['query'] | string): Plan =>
  (bodies) => {
    const q = query(bodies);
    return typeof q === 'string' ? q : { query: q };
  };
const cityAndCountry = (bodies: Bodies) => {
  const city = firstOf(bodies, 'v2/search/departure_cities');
  const country = firstOf(bodies, 'v2/search/countries');
  return city === undefined || country === undefined ? 'no departure city or country to use' : { city, country };
};

/** How each read finds its parameters; a call not named here needs none. */
const PLANS: Readonly<Record<string, Plan>> = {
  'check_reset_token/{token}': () => 'needs a reset token from a password-reset mail',
  'public/shared-selections/{token}': (bodies) => {
    const token = firstOf(bodies, 'shared-selections', 'token');
    if (token === undefined) return 'no client selection to read (GET shared-selections is empty)';
    // count=none: the kit reading an agent's link is not its client opening it.
    return { params: { token }, query: { host: 'localhost', count: 'none' } };
  },
  'v2/search/countries': withQuery((bodies) => {
    const city = firstOf(bodies, 'v2/search/departure_cities');
    return city === undefined ? 'no departure city to use' : { departure_city_id: city };
  }),
  'v2/search/calendar_hints': withQuery((bodies) => {
    const found = cityAndCountry(bodies);
    return typeof found === 'string' ? found : { departure_city_id: found.city, country_id: found.country };
  }),
  'v2/search/available_nights': withQuery((bodies) => {
    const found = cityAndCountry(bodies);
    const day = dig(bodies.get('v2/search/calendar_hints'), 'data', 0);
    if (typeof found === 'string' || typeof day !== 'string') return 'no check-in date to use';
    return { departure_city_id: found.city, country_id: found.country, date_from: day, date_to: addIsoDays(day, 6) };
  }),
  'v2/search/hotels': withQuery((bodies) => {
    const country = firstOf(bodies, 'v2/search/countries');
    return country === undefined ? 'no country to use' : { country_id: country };
  }),
  air_tickets_search: withQuery((bodies) => {
    const routes = dig(bodies.get('air_tickets_search/places'), 'data', 'routes') as
      Record<string, string[]> | undefined;
    const from = routes && Object.keys(routes).find((code) => (routes[code] ?? []).length > 0);
    if (!routes || !from) return 'no route to search (GET air_tickets_search/places)';
    const query = flightSearchQuerySchema.parse({
      from,
      to: routes[from]![0],
      date: addIsoDays(portalToday(), 21),
      adults: 1,
    });
    return { from: query.from, to: query.to, date: query.date, adults: query.adults, trip: query.trip };
  }),
  'v2/search/find/{searchId}': (bodies) => {
    const id = dig(bodies.get('v2/search'), 'data', 'id');
    return typeof id === 'string' ? { params: { searchId: id } } : 'no search id: the tour search gave none';
  },
  'v2/search/countries/{id}/package_templates': fromList('v2/search/countries'),
  'v2/search/package_templates/{id}/locations': fromList('v2/search/countries/{id}/package_templates'),
  'giata/hotel/{id}': fromList('v2/search/hotels'),
  'v2/orders/book/{sid}': (bodies) => {
    const sid = dig(bodies.get('v2/search'), 'data', 'results', 0, 'offers', 0, 'sid');
    return typeof sid === 'string' ? { params: { sid } } : 'no offer: the tour search found none';
  },
  'orders/air_tickets/book/{hash}': () => 'needs a held fare: with --write (the flight flow)',
  'v1/avatars/{id}': (bodies) => {
    const avatar = dig(bodies.get('jwt/user'), 'avatar');
    const id = typeof avatar === 'string' ? /avatars\/([^/?]+)/.exec(avatar)?.[1] : undefined;
    return id ? { params: { id } } : 'the user has no avatar';
  },
  'agencies/profile/logo/{id}': (bodies) => {
    const logo = dig(bodies.get('jwt/user'), 'agency', 'logo');
    const id = typeof logo === 'string' ? /logo\/([^/?]+)/.exec(logo)?.[1] : undefined;
    return id ? { params: { id } } : 'the agency has no logo';
  },
  'contract/banks/{id}/list': fromList('contract/banks'),
  'subpartitions/{id}/edit': fromList('subpartitions'),
  'subpartitions/{id}/tourists': fromList('subpartitions'),
  'v1/employees/{id}/edit': fromList('v1/employees'),
  'v1/employees/{id}/dismiss': fromList('v1/employees'),
  'notifications/{id}': fromList('notifications'),
  'v1/publications/{id}': fromList('v1/publications'),
  'v1/rules/{id}': fromList('v1/rules'),
  'v1/rules/{id}/acknowledgements': (bodies) => {
    const rules = dig(bodies.get('v1/rules'), 'data');
    const rule = Array.isArray(rules) ? rules.find((row) => dig(row, 'mandatory') === true) : undefined;
    const id = dig(rule, 'id');
    return typeof id === 'number' || typeof id === 'string'
      ? { params: { id } }
      : 'no mandatory rule in GET v1/rules (only they have acknowledgements)';
  },
  'v1/rules/context': withQuery((bodies) => {
    const order = firstOf(bodies, 'orders');
    return order === undefined ? noRow(bodies, 'orders', 'order') : { order };
  }),
  'ats/reports/sales': withQuery(() => ({ date_from: `${portalToday().slice(0, 8)}01`, date_to: portalToday() })),
  'reports/charter-control-financial': withQuery(() => period()),
  'reports/charter-control-financial/airlines-totals': withQuery(() => period()),
  'v1/documents/{id}/download': fromList('v1/documents', 'id', 'documents', 0, 'id'),
  'payment/gateways/{id}': fromList('payment/gateways'),
  'reports/charter-control-financial/{id}/details': fromList('reports/charter-control-financial'),
};
for (const base of ['orders', 'ats/orders', 'ats/user-links', 'ats/orders-payments'])
  for (const call of CALLS)
    if (call.method === 'GET' && call.path.startsWith(`${base}/{id}`) && !PLANS[call.path])
      (PLANS as Record<string, Plan>)[call.path] = fromList(base);

const fill = (path: string, params: Found = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? `{${name}}`)));

const messageOf = (answer: Answer) => {
  if (answer.error) return `: ${answer.error}`;
  const parsed = apiErrorSchema.safeParse(answer.json);
  return parsed.success ? `: ${parsed.data.message}` : '';
};

class Run {
  readonly results: CheckResult[] = [];
  readonly bodies: Bodies = new Map();
  /** Paged calls that answered, with the query they answered to. */
  readonly paged: { call: BackendCall; query: CallOptions['query'] }[] = [];
  role = '';
  credentials: Credentials = { access_token: '', refresh_token: '' };
  saw303 = false;

  constructor(
    readonly client: BackendClient,
    readonly options: ConformanceOptions,
  ) {}

  add(result: CheckResult) {
    this.results.push(result);
  }

  /**
   * A signed-in call. On a 401 it refreshes the session once and calls again, as the portal does
   * (docs/product.md §8), so an access token that expires during the run costs nothing.
   */
  async authed(path: string, options: CallOptions = {}): Promise<Answer> {
    const answer = await this.client.call(path, { ...options, token: this.credentials.access_token });
    if (answer.status !== 401) return answer;
    const renewed = await this.client.call('jwt/refresh-token', {
      body: { refreshToken: this.credentials.refresh_token },
    });
    const parsed = credentialsSchema.safeParse(renewed.json);
    if (renewed.status !== 200 || !parsed.success) return answer;
    this.credentials = parsed.data;
    return this.client.call(path, { ...options, token: this.credentials.access_token });
  }

  async signIn(): Promise<Credentials | string> {
    const answer = await this.client.call('jwt/login', {
      body: { login: this.options.login, password: this.options.password },
    });
    if (answer.error) return answer.error;
    if (answer.status !== 200) return `answered ${answer.status}${messageOf(answer)}`;
    const parsed = credentialsSchema.safeParse(answer.json);
    return parsed.success ? parsed.data : (schemaProblem(credentialsSchema, answer.json) ?? 'no tokens');
  }

  /** One read of the registry: its parameters found, its answer checked. */
  async read(call: BackendCall): Promise<void> {
    const name = `${call.method} ${call.path}`;
    const plan = PLANS[call.path];
    const planned = plan ? plan(this.bodies) : {};
    if (typeof planned === 'string') return this.add(skip(call.group, name, planned));
    if (!plan && call.query && !z.safeParse(call.query, {}).success)
      return this.add(skip(call.group, name, 'no way to find its required query'));
    const path = fill(call.path, planned.params);
    const answer = call.public
      ? await this.client.call(path, { query: planned.query })
      : await this.authed(path, { query: planned.query });
    this.judge(call, name, answer, planned.query);
  }

  judge(call: BackendCall, name: string, answer: Answer, query: CallOptions['query']): void {
    const { needs } = call;
    if (answer.status === 403) {
      this.bodies.set(call.path, REFUSED);
      if (needs && !canAny(this.role, needs))
        return this.add(skip(call.group, name, `skipped (role): ${this.role} may not make it`));
      return this.add(fail(call.group, name, `403 for ${this.role}, which may make it${messageOf(answer)}`));
    }
    if (needs && !canAny(this.role, needs) && answer.status < 300)
      return this.add(fail(call.group, name, `answered ${answer.status} to ${this.role}, which may not make it (403)`));
    if (answer.status === 303) {
      this.saw303 = true;
      const redirect = dig(answer.json, 'redirect');
      return this.add(
        typeof redirect === 'string'
          ? pass(call.group, name, `303 to ${redirect}`)
          : fail(call.group, name, '303 without a `redirect` field'),
      );
    }
    if ((answer.status === 409 || answer.status === 410) && call.errors.includes(answer.status))
      return this.add(skip(call.group, name, `answered ${answer.status} (one it may)${messageOf(answer)}`));
    if (answer.status !== call.answer.status)
      return this.add(
        fail(call.group, name, `answered ${answer.status}, expected ${call.answer.status}${messageOf(answer)}`),
      );
    if (call.answer.binary) {
      const wanted = call.answer.binary.replace('*', '');
      return this.add(
        answer.type.startsWith(wanted)
          ? pass(call.group, name, answer.type.split(';')[0])
          : fail(call.group, name, `content type ${answer.type || 'none'}, expected ${call.answer.binary}`),
      );
    }
    if (!call.answer.schema) return this.add(pass(call.group, name, `${answer.status}`));
    this.bodies.set(call.path, answer.json);
    const problem = schemaProblem(call.answer.schema, answer.json);
    if (problem) return this.add(fail(call.group, name, problem));
    if (call.paged) this.paged.push({ call, query });
    this.add(pass(call.group, name, 'answer matches the schema'));
  }

  async reads(): Promise<void> {
    const reads = CALLS.filter(
      (call) => call.method === 'GET' && !call.portalAnswers && call.path !== 'jwt/logout' && call.path !== 'jwt/user',
    );
    for (const call of reads.filter((c) => !c.path.includes('{'))) await this.read(call);
    await this.tourSearch();
    for (const call of reads.filter((c) => c.path.includes('{'))) await this.read(call);
  }

  /** POST v2/search: a read in effect (the backend keeps the search for find/{id}; nothing an agency sees). */
  async tourSearch(): Promise<void> {
    const call = CALLS.find((c) => c.method === 'POST' && c.path === 'v2/search')!;
    const name = 'POST v2/search';
    const found = cityAndCountry(this.bodies);
    const day = dig(this.bodies.get('v2/search/calendar_hints'), 'data', 0);
    if (typeof found === 'string' || typeof day !== 'string')
      return this.add(skip(call.group, name, 'no departure city, country or check-in date to search'));
    const body = searchRequestSchema.parse({
      departure_city_id: found.city,
      country_id: found.country,
      date_from: day,
      date_to: addIsoDays(day, 6),
      nights_from: 7,
      nights_to: 7,
      adults: 2,
    });
    this.judge(call, name, await this.authed('v2/search', { body }), undefined);
  }
}

/** Runs the kit: every check, in order, each a line of the report. */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const client = new BackendClient(options.backend, options.timeoutMs);
  const run = new Run(client, options);
  const credentials = await run.signIn();
  if (typeof credentials === 'string') {
    run.add(fail('auth', 'POST jwt/login', `cannot sign in as ${options.login}: ${credentials}`));
    return { results: run.results, role: null, calls: client.calls };
  }
  run.add(pass('auth', 'POST jwt/login', 'answer matches the schema'));
  run.credentials = credentials;
  const user = await run.authed('jwt/user');
  const userCall = CALLS.find((c) => c.path === 'jwt/user')!;
  run.judge(userCall, 'GET jwt/user', user, undefined);
  const parsedUser = userSchema.safeParse(user.json);
  run.role = parsedUser.success ? parsedUser.data.alias : '';
  await run.reads();
  await authRules(run);
  await errorShapes(run);
  await paging(run);
  await localisation(run);
  if (options.write)
    await runWriteFlows({
      call: (path, callOptions) => run.authed(path, callOptions),
      bodies: run.bodies,
      add: (r) => run.add(r),
    });
  else run.add(skip('write', 'write flows', 'not run: pass --write to run them (in a sandbox agency)'));
  const only = options.only;
  const results = only ? run.results.filter((r) => r.suite === only) : run.results;
  return { results, role: run.role || null, calls: client.calls };
}

/** Refresh rotation, its grace window, and sign-out revoking the refresh token (docs/deployment.md). */
async function authRules(run: Run): Promise<void> {
  const { client } = run;
  const refresh = (token: string) => client.call('jwt/refresh-token', { body: { refreshToken: token } });
  const first = await run.signIn();
  if (typeof first === 'string') {
    run.add(skip('auth', 'refresh: rotation', `cannot sign in a second session: ${first}`));
    return;
  }
  const rotated = await refresh(first.refresh_token);
  const next = credentialsSchema.safeParse(rotated.json);
  if (rotated.status !== 200 || !next.success)
    run.add(
      fail('auth', 'refresh: rotation', `POST jwt/refresh-token answered ${rotated.status}${messageOf(rotated)}`),
    );
  else if (next.data.refresh_token === first.refresh_token)
    run.add(fail('auth', 'refresh: rotation', 'the refresh token came back unchanged: the backend must rotate it'));
  else run.add(pass('auth', 'refresh: rotation', 'a new refresh token'));

  const again = await refresh(first.refresh_token);
  run.add(
    again.status === 200 && credentialsSchema.safeParse(again.json).success
      ? pass('auth', 'refresh: grace window', 'the old token, refreshed again at once, still answers')
      : fail(
          'auth',
          'refresh: grace window',
          `the old refresh token, a second time at once, answered ${again.status}${messageOf(again)}; ` +
            'without a grace window the portal needs REDIS_URL (the shared refresh lock), see docs/deployment.md',
        ),
  );

  const second = await run.signIn();
  if (typeof second === 'string') {
    run.add(skip('auth', 'logout: revokes the refresh token', `cannot sign in: ${second}`));
    return;
  }
  const out = await client.call('jwt/logout', { token: second.access_token });
  if (out.status >= 300) {
    run.add(fail('auth', 'GET jwt/logout', `answered ${out.status}${messageOf(out)}`));
    return;
  }
  run.add(pass('auth', 'GET jwt/logout', `${out.status}`));
  const after = await refresh(second.refresh_token);
  run.add(
    after.status === 401
      ? pass('auth', 'logout: revokes the refresh token', 'a refresh after it answers 401')
      : fail('auth', 'logout: revokes the refresh token', `a refresh after it answered ${after.status}, expected 401`),
  );
}

/** `{error, message}` with 401, 403, 404; 422 with `errors: {field: [..]}`; 303 with `redirect`. */
async function errorShapes(run: Run): Promise<void> {
  const { client } = run;
  const shape = (name: string, answer: Answer, status: number, extra?: (body: unknown) => string | null) => {
    if (answer.status !== status)
      return run.add(fail('errors', name, `answered ${answer.status}, expected ${status}${messageOf(answer)}`));
    const problem = schemaProblem(apiErrorSchema, answer.json) ?? extra?.(answer.json) ?? null;
    run.add(problem ? fail('errors', name, problem) : pass('errors', name, `${status} {error, message}`));
  };
  const fieldErrors = (body: unknown) => {
    const errors = dig(body, 'errors');
    if (!errors || typeof errors !== 'object') return 'errors: missing: a 422 names its fields, {field: [message]}';
    const entries = Object.entries(errors);
    if (entries.length === 0) return 'errors: empty: a 422 names at least one field';
    return entries.every(([, list]) => Array.isArray(list) && list.every((m) => typeof m === 'string'))
      ? null
      : 'errors: each field needs a list of messages';
  };
  shape('422: POST jwt/login with an empty body', await client.call('jwt/login', { body: {} }), 422, fieldErrors);
  // An upload the backend must refuse by validation: a text file for an image, so nothing changes.
  const notImage = new FormData();
  notImage.append('avatar', new Blob(['not an image'], { type: 'text/plain' }), 'avatar.txt');
  shape('422: POST v1/avatars with a text file', await run.authed('v1/avatars', { form: notImage }), 422, fieldErrors);
  shape('401: GET jwt/user without a token', await client.call('jwt/user'), 401);
  shape('404: GET orders/{id} of no order', await run.authed('orders/2147483000'), 404);
  const refused = CALLS.find((call) => {
    const { needs } = call;
    return call.method === 'GET' && !call.path.includes('{') && !call.query && needs && !canAny(run.role, needs);
  });
  if (refused) shape(`403: GET ${refused.path} for ${run.role}`, await run.authed(refused.path), 403);
  else run.add(skip('errors', '403: a refused call', `${run.role || 'the role'} is refused no call of the table`));
  if (!run.saw303) run.add(skip('errors', '303: the redirect field', 'no read-only call answered 303'));
}

/** `page[number]` and `page[size]`: size 1 gives at most one row and the total. */
async function paging(run: Run): Promise<void> {
  if (run.paged.length === 0) return run.add(skip('paging', 'paged lists', 'no paged list answered'));
  for (const { call, query } of run.paged) {
    const name = `GET ${call.path}?page[size]=1`;
    const answer = await run.authed(call.path, {
      query: { ...query, 'page[number]': 1, 'page[size]': 1 },
    });
    if (answer.status !== 200) {
      run.add(fail('paging', name, `answered ${answer.status}${messageOf(answer)}`));
      continue;
    }
    const problem = schemaProblem(call.answer.schema!, answer.json);
    const rows = dig(answer.json, 'data');
    const total = dig(answer.json, 'meta', 'total');
    if (problem) run.add(fail('paging', name, problem));
    else if (!Array.isArray(rows) || rows.length > 1)
      run.add(fail('paging', name, `data: ${Array.isArray(rows) ? rows.length : 'no'} rows, expected at most 1`));
    else if (typeof total !== 'number') run.add(fail('paging', name, 'meta.total: missing'));
    else run.add(pass('paging', name, `${rows.length} row of ${total}`));
  }
}

/** The same call in every `x-localization`: each answers and validates; the texts differ between languages. */
async function localisation(run: Run): Promise<void> {
  const candidates = ['v2/search/departure_cities', 'v2/search/meals', 'v1/rules/categories'];
  for (const path of candidates) {
    const call = CALLS.find((c) => c.method === 'GET' && c.path === path)!;
    const name = `GET ${path} in ${ALL_LOCALES.join(', ')}`;
    const texts = new Set<string>();
    let problem: string | null = null;
    for (const locale of ALL_LOCALES) {
      const answer = await run.authed(path, { locale });
      if (answer.status !== 200) problem = `${locale}: answered ${answer.status}${messageOf(answer)}`;
      else {
        const issue = schemaProblem(call.answer.schema!, answer.json);
        if (issue) problem = `${locale}: ${issue}`;
      }
      if (problem) break;
      texts.add(JSON.stringify(answer.json));
    }
    if (problem) return run.add(fail('localisation', name, problem));
    if (texts.size > 1) return run.add(pass('localisation', name, `${texts.size} different texts in 4 languages`));
    if (path === candidates.at(-1))
      run.add(fail('localisation', name, 'the same texts in every language: x-localization is not honoured'));
  }
}
