import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import { PSP_SIGNATURE_HEADER, pspWebhookSchema } from '@croupier/contracts/psp';
import {
  WALLET_SIGNATURE_HEADER,
  playRequestSchema,
  rollbackRequestSchema,
} from '@croupier/contracts/wallet-protocol';
import {
  hostileHeaders,
  hostilePathSegments,
  hostileQueryValues,
  hostileStrings,
  malformedJsonBodies,
  multipartBodies,
  toJsonText,
} from './hostile-values.js';
import { schemaArbitrary, type JsonSchema } from './schema-arbitrary.js';

/**
 * The operations of the served OpenAPI document and, for each, generated requests: valid,
 * boundary, hostile, poisoned and malformed (RELIABILITY IN-01). `fuzz-run.ts` sends them.
 */

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  method: string;
  /** The path template, `{name}` for parameters (`{*}` for a wildcard). */
  path: string;
  parameters: OpenApiParameter[];
  body: JsonSchema | undefined;
  kind: 'json' | 'multipart' | 'none' | 'webhook' | 'wallet';
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Secrets the server-to-server routes are signed with, so fuzzed bodies reach their parsers. */
export interface FuzzSecrets {
  studio: string;
  studioSecret: string;
  webhookSecret: string;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Raw-body routes describe no body in the document; their contracts give one. */
const rawBodySchemas: Record<string, JsonSchema> = {
  '/api/payments/webhooks/sandbox': z.toJSONSchema(pspWebhookSchema, {
    target: 'openapi-3.0',
    io: 'input',
  }) as JsonSchema,
  '/api/wallet/{studio}/play': z.toJSONSchema(playRequestSchema, {
    target: 'openapi-3.0',
    io: 'input',
  }) as JsonSchema,
  '/api/wallet/{studio}/rollback': z.toJSONSchema(rollbackRequestSchema, {
    target: 'openapi-3.0',
    io: 'input',
  }) as JsonSchema,
};

/** Every operation of the document (the docs' own routes are not part of it). */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const content = operation.requestBody?.content ?? {};
      const kind: Operation['kind'] = path.startsWith('/api/payments/webhooks/')
        ? 'webhook'
        : path.startsWith('/api/wallet/')
          ? 'wallet'
          : path === '/api/player/documents' && method === 'post'
            ? 'multipart'
            : content['application/json']
              ? 'json'
              : 'none';
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: content['application/json']?.schema ?? rawBodySchemas[path],
        kind,
      });
    }
  }
  return operations;
}

/**
 * How a request is built: as the contract asks; with any value swapped for a hostile one;
 * poisoned (valid, with one hostile string put into every text, so it passes type checks and
 * reaches the handler and the database); or broken whole.
 */
type Flavour = 'valid' | 'hostile' | 'poisoned' | 'malformed';

/** Every string of a generated value replaced by, or suffixed with, `poison`. */
function poisoned(value: unknown, poison: string, isSuffix: boolean): unknown {
  if (typeof value === 'string') return isSuffix ? `${value}${poison}` : poison;
  if (Array.isArray(value)) return value.map((item) => poisoned(item, poison, isSuffix));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, poisoned(item, poison, isSuffix)]),
    );
  }
  return value;
}

const poisonArbitrary = fc.record({
  poison: fc.constantFrom(...hostileStrings),
  isSuffix: fc.boolean(),
});

/** A value as it travels in a URL: any non-string is its JSON text. */
function urlText(value: unknown): string {
  const text = typeof value === 'string' ? value : toJsonText(value);
  // encodeURIComponent refuses lone surrogates; the raw hostile lists carry their bytes.
  return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
}

function parameterArbitrary(
  parameter: OpenApiParameter,
  flavour: Flavour,
  raws: readonly string[],
): fc.Arbitrary<string | undefined> {
  const valid = schemaArbitrary(parameter.schema ?? { type: 'string' }, 0).map(urlText);
  if (flavour === 'poisoned') {
    return fc
      .tuple(schemaArbitrary(parameter.schema ?? { type: 'string' }, 0), poisonArbitrary)
      .map(([value, { poison, isSuffix }]) => urlText(poisoned(value, poison, isSuffix)));
  }
  if (flavour === 'valid') {
    return parameter.required || parameter.in === 'path'
      ? valid
      : fc.option(valid, { nil: undefined });
  }
  const hostile = schemaArbitrary(parameter.schema ?? { type: 'string' }, 1).map(urlText);
  return fc.oneof(
    valid,
    hostile,
    fc.constantFrom(...raws),
    ...(parameter.in === 'path' ? [] : [fc.constant(undefined)]),
  );
}

function urlArbitrary(
  operation: Operation,
  flavour: Flavour,
  secrets: FuzzSecrets,
): fc.Arbitrary<string> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc.tuple(
    ...pathParameters.map((parameter) =>
      operation.kind === 'wallet' && parameter.name === 'studio' && flavour !== 'malformed'
        ? fc.constant(secrets.studio)
        : parameterArbitrary(parameter, flavour, hostilePathSegments).map((value) => value || 'x'),
    ),
  );
  const query = fc.tuple(
    ...queryParameters.map((parameter) =>
      parameterArbitrary(parameter, flavour, hostileQueryValues),
    ),
  );
  const extraQuery =
    flavour === 'valid'
      ? fc.constant('')
      : fc.constantFrom(
          '',
          '',
          '__proto__[x]=1',
          'constructor[prototype][x]=1',
          'page=1&page=2',
          'x=%00',
        );
  return fc.tuple(path, query, extraQuery).map(([pathValues, queryValues, extra]) => {
    let url = operation.path;
    pathParameters.forEach((parameter, index) => {
      url = url.replace(`{${parameter.name}}`, pathValues[index] ?? 'x');
    });
    const pairs = queryParameters.flatMap((parameter, index) => {
      const value = queryValues[index];
      return value === undefined ? [] : [`${encodeURIComponent(parameter.name)}=${value}`];
    });
    if (extra) pairs.push(extra);
    return pairs.length > 0 ? `${url}?${pairs.join('&')}` : url;
  });
}

const jsonContentTypes = [
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fz',
];

function bodyArbitrary(
  operation: Operation,
  flavour: Flavour,
): fc.Arbitrary<{ body?: string; contentType?: string }> {
  if (operation.kind === 'multipart') {
    return fc.constantFrom(...multipartBodies);
  }
  if (operation.kind === 'none') {
    return flavour === 'malformed'
      ? fc
          .constantFrom(...malformedJsonBodies)
          .map((body) => ({ body, contentType: 'application/json' }))
      : fc.constant({});
  }
  if (flavour === 'malformed') {
    return fc.record({
      body: fc.constantFrom(...malformedJsonBodies),
      contentType: fc.constantFrom(...jsonContentTypes),
    });
  }
  const schema = operation.body ?? {};
  if (flavour === 'poisoned') {
    return fc
      .tuple(schemaArbitrary(schema, 0), poisonArbitrary)
      .map(([value, { poison, isSuffix }]) => ({
        body: toJsonText(poisoned(value, poison, isSuffix)),
        contentType: 'application/json',
      }));
  }
  return schemaArbitrary(schema, flavour === 'hostile' ? 0.15 : 0).map((value) => ({
    body: toJsonText(value),
    contentType: 'application/json',
  }));
}

function signed(operation: Operation, body: string | undefined, secrets: FuzzSecrets) {
  const text = body ?? '';
  if (operation.kind === 'wallet') {
    return {
      [WALLET_SIGNATURE_HEADER]: createHmac('sha256', secrets.studioSecret)
        .update(text)
        .digest('hex'),
    };
  }
  if (operation.kind === 'webhook') {
    const t = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', secrets.webhookSecret)
      .update(`${t}.${text}`)
      .digest('hex');
    return { [PSP_SIGNATURE_HEADER]: `t=${t},v1=${signature}` };
  }
  return {};
}

/** One operation's requests, in the four flavours; one in ten forgets the CSRF header. */
export function requestArbitrary(
  operation: Operation,
  secrets: FuzzSecrets,
): fc.Arbitrary<FuzzRequest> {
  const flavour = fc.constantFrom<Flavour>(
    'valid',
    'valid',
    'hostile',
    'hostile',
    'poisoned',
    'poisoned',
    'malformed',
  );
  return flavour.chain((chosen) =>
    fc
      .record({
        url: urlArbitrary(operation, chosen, secrets),
        payload: bodyArbitrary(operation, chosen),
        // A browser's CSRF header, now and then forgotten (403), and a cross-site origin.
        csrf: fc.constantFrom(true, true, true, true, true, true, true, true, true, false),
        origin: fc.oneof(
          { weight: 18, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: fc.constant('https://evil.example') },
          { weight: 1, arbitrary: fc.constant('null') },
        ),
        isSigned: fc.constantFrom(true, true, true, true, false),
        extraHeaders: fc.oneof(
          { weight: 9, arbitrary: fc.constant({}) },
          { weight: 1, arbitrary: fc.constantFrom(...hostileHeaders) },
        ),
      })
      .map(({ url, payload, csrf, origin, isSigned, extraHeaders }): FuzzRequest => {
        const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
        if (csrf) headers['x-requested-with'] = 'XMLHttpRequest';
        if (origin) headers.origin = origin;
        if (payload.contentType) headers['content-type'] = payload.contentType;
        if (isSigned) Object.assign(headers, signed(operation, payload.body, secrets));
        return {
          method: operation.method,
          url,
          headers,
          ...(payload.body === undefined ? {} : { body: payload.body }),
        };
      }),
  );
}
