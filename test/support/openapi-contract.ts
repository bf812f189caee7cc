import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Checks a response the black-box tests received against the OpenAPI document the portal serves:
 * its operation, its status and its body's schema. A response the document does not describe is a
 * problem, so the document cannot drift from what the server answers.
 */
// Partial: a status, media type or method the document does not list is looked up, and is undefined.
interface Operation {
  responses: Partial<Record<string, { content?: Partial<Record<string, { schema?: object }>> }>>;
}
interface OpenApiDocument {
  paths: Record<string, Partial<Record<string, Operation>>>;
  components?: object;
}

class OpenApiContract {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly templates: Array<{ path: string; pattern: RegExp; literals: number }>;

  constructor(private readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    this.templates = Object.keys(document.paths)
      .map((path) => ({
        path,
        pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
        literals: path.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
      }))
      .sort((a, b) => b.literals - a.literals); // `/decide/` before `/{id}/`
  }

  /** The problems with one response, none when the document describes it. */
  problems(method: string, url: string, status: number, contentType: string | null, text: string): string[] {
    const pathname = new URL(url).pathname;
    const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
    const template = this.templates.find((candidate) => candidate.pattern.test(path))?.path;
    const operation = template === undefined ? undefined : this.document.paths[template][method.toLowerCase()];
    if (template === undefined || !operation) {
      // A path or method the API does not have: only the error format of docs/architecture.md §4.2 may answer it.
      if (status >= 400 && status < 500)
        return this.check(jsonPointer(['components', 'schemas', 'DetailError']), text, 'unknown route');
      return [`${method} ${path} is not in the document, yet answered ${status}`];
    }
    const key = String(status);
    const response = operation.responses[key] ?? operation.responses[`${key[0]}XX`];
    const name = `${method} ${template} → ${status}`;
    if (!response) return [`${name}: the document describes no such status`];
    const type = contentType?.split(';')[0].trim();
    if (!response.content) return text === '' ? [] : [`${name}: the document describes no body, yet one came`];
    if (!type || !response.content[type]) return [`${name}: the document does not describe a ${type} body`];
    if (type !== 'application/json') return [];
    const described = operation.responses[key] ? key : `${key[0]}XX`;
    const at = ['paths', template, method.toLowerCase(), 'responses', described, 'content', type, 'schema'];
    const pointer = jsonPointer(at);
    return this.check(pointer, text, name);
  }

  private check(pointer: string, text: string, name: string): string[] {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi.json${pointer}` });
      this.compiled.set(pointer, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [`${name}: the body is not JSON`];
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map((error) => `${name}: ${error.instancePath || '(body)'} ${error.message}`);
  }

  register(): this {
    this.ajv.addSchema(asDraft07(this.document), 'openapi.json');
    return this;
  }
}

/**
 * OpenAPI 3.0 writes an exclusive bound as `minimum: n, exclusiveMinimum: true` (zod's `.positive()`),
 * which ajv's JSON Schema (draft 7) spells `exclusiveMinimum: n`: translated so that the bound is checked.
 */
function asDraft07<T>(node: T): T {
  if (Array.isArray(node)) return node.map(asDraft07) as T;
  if (node === null || typeof node !== 'object') return node;
  const copy = new Map(Object.entries(node as Record<string, unknown>).map(([key, value]) => [key, asDraft07(value)]));

  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    const exclusive = copy.get(flag);
    if (typeof exclusive !== 'boolean') continue;
    if (!exclusive) copy.delete(flag);
    else if (copy.get(bound) === undefined) copy.set(flag, undefined);
    else {
      copy.set(flag, copy.get(bound));
      copy.delete(bound);
    }
  }
  return Object.fromEntries(copy) as T;
}

/** A URI fragment naming a place in the document (RFC 6901 escapes, then percent-encoding). */
const jsonPointer = (tokens: string[]) =>
  `#/${tokens.map((token) => encodeURIComponent(token.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;

const contracts = new Map<string, Promise<OpenApiContract>>();

/** The document of the portal at `baseUrl`, fetched once per portal. */
function contractOf(baseUrl: string): Promise<OpenApiContract> {
  let contract = contracts.get(baseUrl);
  if (!contract) {
    contract = fetch(`${baseUrl}/api/docs-json`)
      .then((response) => response.json() as Promise<OpenApiDocument>)
      .then((document) => new OpenApiContract(document).register());
    contract.catch(() => contracts.delete(baseUrl)); // a portal not up yet: ask again next time
    contracts.set(baseUrl, contract);
  }
  return contract;
}

/** Throws when the portal's own document does not describe this response. */
export async function expectDocumented(
  baseUrl: string,
  request: { method: string; url: string },
  response: { status: number; contentType: string | null; text: string },
): Promise<void> {
  const contract = await contractOf(baseUrl);
  const problems = contract.problems(request.method, request.url, response.status, response.contentType, response.text);
  if (problems.length > 0) {
    throw new Error(
      `The OpenAPI document does not describe this response:\n${problems.join('\n')}\n${response.text.slice(0, 500)}`,
    );
  }
}
