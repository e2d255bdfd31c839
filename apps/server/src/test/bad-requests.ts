import fc from 'fast-check';

/** The part of JSON Schema the API's OpenAPI document uses (zod → JSON Schema). */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. `/api/tables/{id}/lines`. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
}

/** Every path and method of the document. */
export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as OpenApiDocument;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema ?? null,
    })),
  );
}

/** Nested arrays deeper than any parser limit, as JSON text. */
const deepText = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Values no field expects: wrong types, extremes, half surrogate pairs, deep nesting, other tenants' ids. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    1e308,
    -1e308,
    2 ** 53 + 1,
    -(2 ** 63),
    0.5,
    '',
    ' ',
    '\ud800',
    'a\udfffb',
    '😀'.repeat(50),
    '\u0000',
    "'; drop table users; --",
    '../../etc/passwd',
    '%00',
    '2026-02-30T25:61:61Z',
    '9999-12-31T23:59:59.999Z',
    [],
    {},
    { __proto__: null, constructor: { prototype: { admin: true } } },
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.string({ minLength: 1_000, maxLength: 2_000 }),
  fc.uuid({ version: [4, 7] }),
  fc.array(fc.uuid({ version: 7 }), { maxLength: 300 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 65, max: 300 }).map((depth) => JSON.parse(deepText(depth)) as unknown),
);

type Ids = fc.Arbitrary<string>;

/** A value that roughly fits the schema, its ids often real ones: the starting point the mutations break. */
export function fitting(schema: JsonSchema | undefined, ids: Ids): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => fitting(alternative, ids)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const value = fittingOfType(schema, ids);
  return schema.nullable ? fc.option(value, { nil: null, freq: 5 }) : value;
}

function fittingOfType(schema: JsonSchema, ids: Ids): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      const shape = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, fitting(inner, ids)]),
      );
      const requiredKeys = Object.keys(shape).filter((key) => required.has(key));
      return fc.record(shape, { requiredKeys });
    }
    case 'array':
      return fc.array(fitting(schema.items, ids), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, Math.max(schema.minItems ?? 0, 3)),
      });
    case 'string':
      if (schema.format === 'uuid') return ids;
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 20) });
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
      });
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Same type, edge value: what passes validation and reaches the database or an encoder. */
const twistedText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '',
  ' ',
  '😀',
  "O'Brien",
  '%_\\',
  'x'.repeat(10_000),
);
const twistedNumber = fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 32, 2 ** 53 - 1, -1, 0, 1e12, 1e12 + 1, 0.5, 1e-9);

type Mutation = {
  at: number;
  kind: 'remove' | 'replace' | 'extra' | 'twist';
  value: unknown;
  text: string;
  number: number;
};

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('remove', 'replace', 'extra', 'twist'),
  value: hostile,
  text: twistedText,
  number: twistedNumber,
});

/** Every object and array inside a value, with itself first. */
function containers(value: unknown): (Record<string, unknown> | unknown[])[] {
  const found: (Record<string, unknown> | unknown[])[] = [];
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === null || typeof next !== 'object') continue;
    found.push(next as Record<string, unknown>);
    if (found.length < 200) pending.push(...Object.values(next));
  }
  return found;
}

/** Breaks a value in place: a field removed, replaced by something hostile or by an edge value of its type, or an unknown field added. */
function applyMutation(root: unknown, { at, kind, value: shared, text, number }: Mutation): unknown {
  // Generated values may be shared constants: a copy keeps later mutations from making cycles.
  const value = structuredClone(shared);
  const targets = containers(root);
  if (targets.length === 0) return value;
  const target = targets[at % targets.length] as Record<string, unknown>;
  const keys = Object.keys(target);
  const key = keys.length > 0 ? keys[at % keys.length]! : '0';
  if (kind === 'extra') {
    if (Array.isArray(target)) target.push(value);
    else target[`unexpected_${at % 7}`] = value;
  } else if (kind === 'remove') {
    if (Array.isArray(target)) target.splice(Number(key), 1);
    else delete target[key];
  } else if (kind === 'twist') {
    const current = target[key];
    target[key] = typeof current === 'string' ? text : typeof current === 'number' ? number : value;
  } else target[key] = value;
  return root;
}

/** JSON texts no serializer would write: broken, poisoned, too deep, half a surrogate pair. */
const oddText = fc.constantFrom(
  '',
  '{',
  '{"a":1,}',
  'null',
  '"just a string"',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `{"a":${deepText(65)}}`,
  deepText(5_000),
  '{"name":"\\ud800"}',
  '{"name":"\\udc00\\ud800"}',
  '[1e999]',
  '{"a":1}{"b":2}',
);

export interface BadRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** A bad body for the schema: a fitting one broken by one to three mutations, or odd text. */
function badBody(schema: JsonSchema | null, ids: Ids): fc.Arbitrary<string | undefined> {
  const broken = fc
    .tuple(fitting(schema ?? undefined, ids), fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([value, mutations]) => JSON.stringify(mutations.reduce(applyMutation, structuredClone(value))));
  return fc.oneof(
    { weight: 6, arbitrary: broken },
    { weight: 1, arbitrary: fitting(schema ?? undefined, ids).map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: oddText },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** URL-encodes text; half a surrogate pair cannot be encoded, so it goes as the bytes a client might send. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

/** A path parameter: another tenant's id, a wrong type, extremes, bad percent-encoding. */
const badPathValue = (schema: JsonSchema, ids: Ids) =>
  fc.oneof(
    { weight: 3, arbitrary: fitting(schema, ids).map((value) => encode(String(value))) },
    { weight: 2, arbitrary: fc.uuid({ version: [4, 7] }) },
    {
      weight: 2,
      arbitrary: hostile.map((value) => encode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%', '%E0%A4%A', '%ED%A0%80', '..', '-1', '1e999', 'NaN', 'a'.repeat(300)),
    },
  );

/** A query string: declared parameters broken, unknown ones, repeated keys, bad percent-encoding. */
function badQuery(parameters: Parameter[], ids: Ids): fc.Arbitrary<string> {
  const declared = parameters.filter((parameter) => parameter.in === 'query');
  const pair = fc.oneof(
    ...declared.map((parameter) =>
      fc
        .oneof(fitting(parameter.schema, ids), hostile)
        .map(
          (value) => `${parameter.name}=${encode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`,
        ),
    ),
    fc
      .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
      .map(([key, value]) => `${encode(key)}=${encode(value)}`),
    fc.constantFrom('page=%zz', 'page=1&page=2', 'status[]=x', '__proto__[admin]=1', 'pageSize=1e999', '&&=&'),
  );
  return fc.array(pair, { maxLength: 4 }).map((pairs) => (pairs.length > 0 ? `?${pairs.join('&')}` : ''));
}

/** Headers: sometimes an Idempotency-Key (well-formed or not), now and then a body declared as something else. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .tuple(
    fc.option(fc.oneof(fc.uuid({ version: 7 }), fc.constantFrom('short', 'x'.repeat(200), 'bad key!')), { freq: 2 }),
    fc.oneof(
      { weight: 9, arbitrary: fc.constant(null) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'text/plain',
          'application/json; charset=latin1',
          'application/x-www-form-urlencoded',
        ),
      },
    ),
  )
  .map(([key, contentType]) => ({
    ...(key === null ? {} : { 'idempotency-key': key }),
    ...(contentType === null ? {} : { 'content-type': contentType }),
  }));

/**
 * Bad requests for one operation of the OpenAPI document (the caller adds the token). Ids are
 * mostly ones that exist (`knownIds`), so requests reach past the lookups; the rest look like
 * another tenant's.
 */
export function badRequestsFor(operation: Operation, knownIds: readonly string[]): fc.Arbitrary<BadRequest> {
  const randomId = fc.uuid({ version: 7 });
  const ids =
    knownIds.length > 0 ? fc.oneof(randomId, fc.constantFrom(...knownIds), fc.constantFrom(...knownIds)) : randomId;
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const path = fc
    .tuple(...pathParameters.map((parameter) => badPathValue(parameter.schema, ids)))
    .map((values) =>
      pathParameters.reduce(
        (url, parameter, index) => url.replace(`{${parameter.name}}`, values[index]!),
        operation.path,
      ),
    );
  return fc.tuple(path, badQuery(operation.parameters, ids), badBody(operation.body, ids), extraHeaders).map(
    ([url, query, payload, headers]): BadRequest => ({
      method: operation.method,
      url: `${url}${query}`,
      headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(payload === undefined ? {} : { payload }),
    }),
  );
}
