import { z } from 'zod';
import * as agency from '@/lib/schemas/agency';
import * as apiError from '@/lib/schemas/api-error';
import * as ats from '@/lib/schemas/ats';
import * as auth from '@/lib/schemas/auth';
import * as booking from '@/lib/schemas/booking';
import * as content from '@/lib/schemas/content';
import * as contract from '@/lib/schemas/contract';
import * as core from '@/lib/schemas/core';
import * as dates from '@/lib/schemas/dates';
import * as employees from '@/lib/schemas/employees';
import * as flights from '@/lib/schemas/flights';
import * as gateways from '@/lib/schemas/gateways';
import * as list from '@/lib/schemas/list';
import * as notifications from '@/lib/schemas/notifications';
import * as orders from '@/lib/schemas/orders';
import * as profile from '@/lib/schemas/profile';
import * as reports from '@/lib/schemas/reports';
import * as savedOffers from '@/lib/schemas/saved-offers';
import * as search from '@/lib/schemas/search';
import * as shared from '@/lib/schemas/shared-selections';
import * as subpartitions from '@/lib/schemas/subpartitions';
import * as user from '@/lib/schemas/user';
import { PARAMETERS } from '@/lib/bff/allowlist';
import { can, CAPABILITIES, ROLES } from '@/lib/shared/permissions';
import { CALL_GROUPS, CALLS, LOCALIZATIONS, type BackendCall, type ErrorStatus } from './calls';

/**
 * The booking API's OpenAPI 3.1 document, written from the call registry (./calls.ts) and the
 * zod schemas it names (zod's JSON Schema, draft 2020-12, which OpenAPI 3.1 uses). Every schema
 * exported by lib/schemas is a component under its export's name, so a shape shared by several
 * calls is written once. `npm run api:spec` writes it to docs/booking-api/openapi.json.
 */

type Schema = z.core.$ZodType;
type Json = Record<string, unknown>;

const MODULES: Record<string, Record<string, unknown>> = {
  apiError,
  dates,
  list,
  user,
  auth,
  agency,
  ats,
  booking,
  content,
  contract,
  core,
  employees,
  flights,
  gateways,
  notifications,
  orders,
  profile,
  reports,
  savedOffers,
  search,
  shared,
  subpartitions,
};

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value;
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Each exported schema's component name: the export's, without `Schema`, the module's name first when two differ. */
function namedSchemas(): Map<Schema, string> {
  const names = new Map<Schema, string>();
  const taken = new Set<string>();
  for (const [module, exports] of Object.entries(MODULES)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!isSchema(value) || names.has(value)) continue;
      let id = pascal(name.replace(/Schema$/, ''));
      if (taken.has(id)) id = pascal(module) + id;
      names.set(value, id);
      taken.add(id);
    }
  }
  return names;
}

const operationId = (call: BackendCall) =>
  call.method.toLowerCase() +
  call.path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(pascal)
    .join('');

const asList = (schema: Schema | readonly Schema[]): readonly Schema[] =>
  Array.isArray(schema) ? schema : [schema as Schema];

/** The backend may add fields: an object the portal reads is open unless its zod schema is strict. */
function openObjects({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodTypes; jsonSchema: Json }) {
  if (zodSchema._zod.def.type === 'object' && jsonSchema.additionalProperties === false) {
    const catchall = (zodSchema._zod.def as { catchall?: Schema }).catchall;
    if (!catchall || catchall._zod.def.type !== 'never') delete jsonSchema.additionalProperties;
  }
}

/**
 * Every schema as zod's input: what the portal accepts, so what the backend may send (an answer)
 * or receive (a body, a query). Zod's output would describe the values after parsing: defaults
 * filled in, and a transformed field as `{}`.
 */
function componentsFor(registry: z.core.$ZodRegistry<{ id: string }>) {
  const { schemas } = z.toJSONSchema(registry, {
    io: 'input',
    unrepresentable: 'any',
    cycles: 'ref',
    uri: (id) => `#/components/schemas/${id}`,
    override: openObjects as never,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const rest: Json = { ...schema };
      delete rest.$schema;
      delete rest.$id;
      return [id, rest];
    }),
  );
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const refsIn = (value: unknown, found: Set<string> = new Set()): Set<string> => {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.add(item.replace('#/components/schemas/', ''));
      else refsIn(item, found);
    }
  }
  return found;
};

const ERROR_TEXTS: Record<ErrorStatus, string> = {
  303: 'Go elsewhere: the portal follows `redirect` (a same-origin relative path only).',
  401: 'No valid access token: the portal refreshes it once and retries.',
  403: "Outside the caller's role.",
  404: 'No such record (or another agency’s).',
  409: 'The record’s state does not allow it.',
  410: 'No longer available.',
  422: 'Invalid input: `errors` names each refused field.',
  429: 'Too many requests: retry after `Retry-After` seconds.',
};

const ERROR_RESPONSES: Record<ErrorStatus, string> = {
  303: 'Redirect',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  410: 'Gone',
  422: 'ValidationFailed',
  429: 'TooManyRequests',
};

export interface SpecInfo {
  version: string;
}

/** The document; key order is stable (the registry's order, components sorted by name). */
export function buildOpenApi({ version }: SpecInfo): Json {
  const names = namedSchemas();
  const calls = CALLS.filter((call) => !call.portalAnswers);

  // Every schema a call uses: exported ones by name, the registry's own under the call's name.
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) {
    registry.add(schema, { id });
  }
  const idOf = (schema: Schema, fallback: string) => {
    const known = registry.get(schema)?.id;
    if (known) return known;
    registry.add(schema, { id: fallback });
    return fallback;
  };
  const plan = calls.map((call) => {
    const op = pascal(operationId(call));
    return {
      call,
      query: call.query ? idOf(call.query, `${op}Query`) : undefined,
      body: call.body ? idOf(call.body.schema, `${op}Body`) : undefined,
      answers: call.answer.schema
        ? asList(call.answer.schema).map((schema, i) => idOf(schema, `${op}Answer${i || ''}`))
        : [],
      errorBodies: Object.fromEntries(
        Object.entries(call.errorBodies ?? {}).map(([status, schema]) => [
          status,
          asList(schema!).map((one, i) => idOf(one, `${op}Error${status}${i || ''}`)),
        ]),
      ),
    };
  });

  const components = componentsFor(registry);

  const paths: Record<string, Json> = {};
  for (const { call, query, body, answers, errorBodies } of plan) {
    const parameters: Json[] = [...call.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string', pattern: PARAMETERS[name!]!.source },
    }));
    parameters.push({ $ref: '#/components/parameters/Localization' });
    if (query) parameters.push(...queryParameters(components[query] as Json, call.paged === true));

    const success: Json = {
      description: call.answer.unread ? `Success (the portal reads ${call.answer.unread}).` : 'Success.',
    };
    if (call.answer.binary)
      success.content = { [call.answer.binary]: { schema: { type: 'string', contentMediaType: call.answer.binary } } };
    else if (answers.length)
      success.content = {
        'application/json': { schema: answers.length === 1 ? ref(answers[0]!) : { oneOf: answers.map(ref) } },
      };
    const responses: Json = { [String(call.answer.status)]: success };
    for (const status of call.errors) {
      const specific = errorBodies[status];
      responses[String(status)] = specific
        ? {
            description: ERROR_TEXTS[status],
            content: {
              'application/json': { schema: specific.length === 1 ? ref(specific[0]!) : { oneOf: specific.map(ref) } },
            },
          }
        : { $ref: `#/components/responses/${ERROR_RESPONSES[status]}` };
    }

    // The roles that may make it (lib/shared/permissions.ts): those holding one of its capabilities.
    const roles = call.needs ? ROLES.filter((role) => call.needs!.some((capability) => can(role, capability))) : null;
    const operation: Json = {
      operationId: operationId(call),
      tags: [call.group],
      summary: call.summary,
      description: [
        call.origin === 'spec' ? "The specification's call." : 'Ours: not in the specification (docs/product.md §7).',
        call.serverOnly ? "Made by the portal's server only; never forwarded from the browser." : '',
        call.paged
          ? 'Paged: `page[number]` (from 1) and `page[size]`; the answer carries `meta: {total, page, size}`.'
          : '',
        query ? 'Array parameters are comma-joined.' : '',
        roles
          ? `Only for ${roles.join(', ')} (\`x-capabilities\`: ${call.needs!.join(' or ')}); 403 for any other role.`
          : '',
      ]
        .filter(Boolean)
        .join(' '),
      'x-origin': call.origin,
      ...(call.serverOnly ? { 'x-server-only': true } : {}),
      ...(call.needs ? { 'x-capabilities': call.needs, 'x-roles': roles } : {}),
      security: call.public ? [] : [{ bearer: [] }],
      parameters,
      ...(body
        ? {
            requestBody: {
              required: true,
              content: {
                [call.body!.type === 'json' ? 'application/json' : 'multipart/form-data']: {
                  schema: ref(body),
                },
              },
            },
          }
        : {}),
      responses,
    };
    const key = `/${call.path}`;
    paths[key] = { ...paths[key], [call.method.toLowerCase()]: operation };
  }

  const document: Json = {
    openapi: '3.1.0',
    info: {
      title: 'Booking API: what the agency portal calls',
      version,
      description:
        'Every call the agency portal makes to the tour operator’s booking backend, generated from the portal’s ' +
        'own schemas (lib/contract/calls.ts, lib/schemas/). Every call carries `x-localization`; calls that are ' +
        'not public carry `Authorization: Bearer <access token>`. Errors are `{error, message}`. How to connect ' +
        'a backend: docs/deployment.md; how this document is made: docs/booking-api/README.md. A call with ' +
        '`x-capabilities` is for the roles holding one of them (`x-roles`; the role is `GET jwt/user`’s ' +
        '`alias`), 403 for the others; `x-permissions` is the whole table, each role with its capabilities.',
      'x-permissions': Object.fromEntries(
        ROLES.map((role) => [role, CAPABILITIES.filter((capability) => can(role, capability))]),
      ),
    },
    servers: [
      {
        url: '{BOOKING_API_URL}/api',
        variables: {
          BOOKING_API_URL: { default: 'http://localhost:4000', description: 'The portal’s BOOKING_API_URL.' },
        },
      },
    ],
    tags: CALL_GROUPS.map((group) => {
      const mine = calls.filter((call) => call.group === group);
      const ours = mine.filter((call) => call.origin === 'ours').length;
      return {
        name: group,
        description: `${mine.length} calls: ${mine.length - ours} the specification’s, ${ours} ours (\`x-origin\`).`,
      };
    }),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      parameters: {
        Localization: {
          name: 'x-localization',
          in: 'header',
          required: true,
          description: 'The user’s language: texts and error messages come in it.',
          schema: { type: 'string', enum: [...LOCALIZATIONS] },
        },
      },
      responses: errorResponses(names.get(apiError.apiErrorSchema)!),
      schemas: {},
    },
  };
  (document.components as Json).schemas = reachable(document, components);
  return document;
}

function errorResponses(errorId: string): Json {
  const body = (required?: string) => ({
    'application/json': {
      schema: required ? { allOf: [ref(errorId), { required: [required] }] } : ref(errorId),
    },
  });
  return {
    Redirect: { description: ERROR_TEXTS[303], content: body('redirect') },
    Unauthorized: { description: ERROR_TEXTS[401], content: body() },
    Forbidden: { description: ERROR_TEXTS[403], content: body() },
    NotFound: { description: ERROR_TEXTS[404], content: body() },
    Conflict: { description: ERROR_TEXTS[409], content: body() },
    Gone: { description: ERROR_TEXTS[410], content: body() },
    ValidationFailed: { description: ERROR_TEXTS[422], content: body('errors') },
    TooManyRequests: {
      description: ERROR_TEXTS[429],
      headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 0 } } },
      content: body(),
    },
  };
}

/** A query object's properties as parameters; `page`/`size` of a paged list as `page[number]`/`page[size]`. */
function queryParameters(schema: Json, paged: boolean): Json[] {
  const properties = { ...((schema.properties as Record<string, Json> | undefined) ?? {}) };
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const wire: Record<string, string> = paged ? { page: 'page[number]', size: 'page[size]' } : {};
  // A schema of the wire's own names (the reports') has them already.
  if (paged && !('page[number]' in properties)) {
    properties.page ??= { type: 'integer', minimum: 1, default: 1 };
    properties.size ??= { type: 'integer', minimum: 1 };
  }
  return Object.entries(properties).map(([name, property]) => ({
    name: wire[name] ?? name,
    in: 'query',
    // A parameter with a default is optional on the wire, whatever the parsed type says.
    required: required.has(name) && !('default' in property),
    ...(property.type === 'array' ? { style: 'form', explode: false } : {}),
    schema: property,
  }));
}

/** The components the document refers to, sorted by name. */
function reachable(document: Json, all: Record<string, Json>): Record<string, Json> {
  const used = new Set<string>();
  const mark = (id: string) => {
    if (used.has(id) || !all[id]) return;
    used.add(id);
    refsIn(all[id]).forEach(mark);
  };
  refsIn(document.paths).forEach(mark);
  refsIn((document.components as Json).responses).forEach(mark);
  return Object.fromEntries([...used].sort().map((id) => [id, all[id]!]));
}
