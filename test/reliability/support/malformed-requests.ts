import fc from 'fast-check';
import { type Route, fillPath } from './openapi-routes';

/** A request as sent: path with query, headers, raw body. */
export interface FuzzRequest {
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** What is wrong with it, for the failure message. */
  malformed: string[];
}

/** Field names the API's schemas use, so a malformed body reaches the validation of real fields. */
const FIELDS = [
  'email',
  'password',
  'confirm_password',
  'token',
  'username',
  'first_name',
  'last_name',
  'course',
  'answers',
  'decision',
  'ids',
  'cola',
  'percentage',
  'project_percentage',
  'day',
  'user',
  'pod',
  'wants_to_enroll',
  'amount',
  'success_url',
  'cancel_url',
  'reason',
  'season',
  'questions',
  'name',
  'preferred_time_slot',
  'possible_time_slots',
  'gender',
  'institution',
  'data_set',
  'proposal_id',
  'pod_size',
  'meeting_link',
  'completed_course',
  'password_content',
  'files',
  'respondents',
  'accepting_offer_end_date',
  'code',
];

/** Values no field of the API accepts: nested objects, operator-looking keys, huge and odd numbers. */
const absurdValue = fc.oneof(
  fc.constant({ $gt: '' }),
  fc.constant([{ nested: [null, {}] }]),
  fc.constant({ __proto__: { admin: true } }),
  fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1, maxKeys: 3 }),
  fc.array(fc.dictionary(fc.string(), fc.object(), { minKeys: 1 }), { minLength: 1, maxLength: 2 }),
);

/**
 * Text no field can store: a NUL byte (PostgreSQL refuses it in text and jsonb) or a lone surrogate
 * (half of an emoji's UTF-16 pair), alone or inside ordinary text. JSON carries both as `\u` escapes.
 */
const unstorableText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\ud800', '\udfff', '\ud83e', '\u0000\u0000'),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, broken, after]) => `${before}${broken}${after}`);

/** JSON that a handler must refuse, or text that is not JSON at all; [what is wrong, body]. */
const malformedBody: fc.Arbitrary<[string, string]> = fc.oneof(
  {
    arbitrary: fc
      .record({
        field: fc.constantFrom(...FIELDS),
        value: absurdValue,
        rest: fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue(), { maxKeys: 4 }),
      })
      .map(({ field, value, rest }): [string, string] => ['absurd field', JSON.stringify({ ...rest, [field]: value })]),
    weight: 6,
  },
  {
    // Every string field at once, so each route's text fields all meet it.
    arbitrary: unstorableText.map((text): [string, string] => [
      'unstorable text in every field',
      JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, text]))),
    ]),
    weight: 2,
  },
  {
    // One field among plausible others, so it is not refused for another reason first.
    arbitrary: fc
      .record({
        field: fc.constantFrom(...FIELDS),
        text: unstorableText,
        rest: fc.dictionary(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 }), { maxKeys: 4 }),
      })
      .map(({ field, text, rest }): [string, string] => [
        `unstorable text in ${field}`,
        JSON.stringify({ ...rest, [field]: text }),
      ]),
    weight: 3,
  },
  {
    arbitrary: fc
      .oneof(fc.array(fc.jsonValue()), fc.integer(), fc.double(), fc.constant(null), fc.string())
      .map((value): [string, string] => ['not an object', JSON.stringify(value)]),
    weight: 3,
  },
  {
    arbitrary: fc
      .constantFrom('{"email":', '{', '[1,', 'undefined', "{'a': 1}", '\u0000', '{"a":1}}', '"')
      .map((text): [string, string] => ['invalid JSON', text]),
    weight: 3,
  },
  {
    arbitrary: fc.string({ unit: 'binary', maxLength: 200 }).map((text): [string, string] => ['random text', text]),
    weight: 2,
  },
  {
    arbitrary: fc.constant<[string, string]>(['too large', JSON.stringify({ name: 'x'.repeat(2_000_000) })]),
    weight: 1,
  },
);

/** Ids no resource has: wrong shapes, encodings, lengths and types. */
const malformedId = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.uuid(),
  fc.constantFrom('0', '-1', '1e309', 'NaN', 'null', '..', '%00', "1' OR '1'='1", 'a'.repeat(5000), '[]', '{}'),
  fc.integer().map(String),
);

const QUERY_KEYS = ['page', 'page_size', 'search', 'ids', 'range', 'sort', 'filter', 'type', 'token', 'course'];
const malformedQuery = fc
  .dictionary(
    fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ minLength: 1, maxLength: 8 })),
    fc.oneof(
      fc.constantFrom('-1', '0', '1e9', 'NaN', 'abc', '[', '{"a":', '[0,"x"]', '["id","SIDEWAYS"]', '', '%'),
      // A NUL byte, as %00 and as a JSON escape in a JSON parameter (a lone surrogate has no URL encoding).
      fc.constantFrom('Ada\u0000', '\u0000', '{"q":"Ada\\u0000"}', '["id\\u0000","ASC"]', '{"ids":["\\ud800"]}'),
      fc.string({ unit: 'binary', maxLength: 30 }),
    ),
    { minKeys: 1, maxKeys: 3 },
  )
  .map((query) =>
    Object.entries(query)
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
      .join('&'),
  );

const badAuthorization = fc.oneof(
  fc.constantFrom('Token', 'Token ', 'Bearer abc', 'Basic YTpi', 'Token a b c', 'token '.repeat(200)),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((text) => `Token ${text}`),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
);

/**
 * Requests to `route` that are wrong in at least one way the caller cannot mean: the body of a
 * write is always malformed, and ids, query strings and headers are malformed at random beside it.
 * `validToken` and `realIds` are used where not malformed, so the checks behind them are reached.
 */
export function malformedRequests(
  route: Route,
  validToken: string | undefined,
  realIds: Partial<Record<string, string>>,
  /** For a route that acts without reading a body (logout, withdraw): its id or token is always wrong. */
  bodiless = false,
) {
  const writes = route.method !== 'GET';
  return fc
    .record({
      ids: fc.record(
        Object.fromEntries(
          route.params.map((param) => [
            param.name,
            fc.oneof(
              malformedId.map((id) => ({ id, bad: true })),
              fc.constant({ id: realIds[param.name] ?? param.allowed?.[0] ?? '', bad: false }),
            ),
          ]),
        ) as Record<string, fc.Arbitrary<{ id: string; bad: boolean }>>,
      ),
      query: fc.option(malformedQuery, { nil: undefined }),
      authorization: fc.option(badAuthorization, { nil: undefined, freq: 3 }),
      contentType,
      body: writes ? malformedBody : fc.constant(undefined),
    })
    .filter(({ ids, query, authorization, body }) => {
      const badTarget = Boolean(authorization) || Object.values(ids).some((id) => id.bad);
      // A read needs something wrong besides its (absent) body.
      return bodiless ? badTarget : Boolean(body || query || badTarget);
    })
    .map(({ ids, query, authorization, contentType: type, body }): FuzzRequest => {
      const malformed: string[] = [];
      const values = Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, id.id]));
      for (const [name, id] of Object.entries(ids)) if (id.bad) malformed.push(`id ${name}`);
      if (query) malformed.push('query');
      if (authorization) malformed.push('authorization');
      const headers: Record<string, string> = { 'content-type': type };
      const token = authorization ?? (validToken ? `Token ${validToken}` : undefined);
      if (token) headers.authorization = token;
      if (body) malformed.push(body[0]);
      return { path: `${fillPath(route, values)}${query ? `?${query}` : ''}`, headers, body: body?.[1], malformed };
    });
}
