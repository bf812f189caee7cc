import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { detailErrorBodySchema, validationErrorBodySchema } from '@portal/contracts';
import type { AccessLevel } from '../../identity/access/access.decorator';
import { type DocumentedRoute, documentedRoutes } from './document-routes';
import { openApiSchema } from './json-schema';
import type { RouteContract } from './route-contract';

type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;
type ParameterObject = Extract<NonNullable<OperationObject['parameters']>[number], { in: unknown }>;
type ResponseObject = Extract<OperationObject['responses'][string], { description: unknown }>;

const TOKEN = 'The header `Authorization: Token <token>`, the token from `POST /api/users/sign-in/`';

/** Each access level of the one guard as a security scheme: the same header, held by different people. */
const SECURITY_SCHEMES: Record<Exclude<AccessLevel, 'anonymous'>, string> = {
  applicant: `${TOKEN}: any signed-in account.`,
  reviewer: `${TOKEN} of staff: a reviewer or an admin.`,
  admin: `${TOKEN} of an admin.`,
};

/** The API tokens' scheme (docs/architecture.md §9.5): a bearer token, its scope per operation. */
const API_TOKEN_SCHEME = 'apiToken';

const ERROR = { $ref: '#/components/schemas/DetailError' };
const ERRORS: Record<string, ResponseObject> = {
  '400': {
    description: 'Bad input: field errors, or a refusal with a sentence (docs/architecture.md §4)',
    content: {
      'application/json': { schema: { anyOf: [{ $ref: '#/components/schemas/ValidationError' }, ERROR] } },
    },
  },
  '4XX': {
    description: 'Not signed in (401), not allowed (403), not found (404), a conflict (409), too many requests (429)…',
    content: { 'application/json': { schema: ERROR } },
  },
  '5XX': {
    description: 'The service failed or is briefly unavailable',
    content: { 'application/json': { schema: ERROR } },
  },
};

/**
 * The OpenAPI document of `/api/docs`, generated from the routes themselves: @nestjs/swagger lists
 * the routes, and each route's access level (`@Access`) and contract (`@Contract`, the zod schemas
 * that validate it) fill in its security, parameters, body and responses. Paths end with `/`, as the
 * spec's calls do (the router serves both forms).
 */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  let builder = new DocumentBuilder()
    .setTitle('Course portal API')
    .setVersion('0.1.0')
    .setDescription('Errors follow docs/architecture.md §4.2. Webhooks and the event feed: docs/integrations.md.')
    .setLicense('MIT', 'https://opensource.org/license/mit')
    .addServer('/', 'This portal');
  for (const [name, description] of Object.entries(SECURITY_SCHEMES)) {
    builder = builder.addSecurity(name, { type: 'apiKey', in: 'header', name: 'Authorization', description });
  }
  builder = builder.addSecurity(API_TOKEN_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API token an admin created (`Authorization: Bearer <token>`), on the operations that name its scope ' +
      '(`x-required-scope`); every other operation refuses it.',
  });
  const document = SwaggerModule.createDocument(app, builder.build());
  const routes = documentedRoutes(app);
  const paths: OpenAPIObject['paths'] = {};
  for (const [path, item] of Object.entries(document.paths)) {
    for (const operation of Object.values(item) as OperationObject[]) {
      const route = routes.get(operation.operationId ?? '');
      if (route) describeOperation(operation, route);
    }
    paths[path.endsWith('/') ? path : `${path}/`] = item;
  }
  document.paths = paths;
  document.components = {
    ...document.components,
    schemas: {
      ...document.components?.schemas,
      ValidationError: openApiSchema(validationErrorBodySchema, 'output'),
      DetailError: openApiSchema(detailErrorBodySchema, 'output'),
    },
  };
  return document;
}

function describeOperation(operation: OperationObject, route: DocumentedRoute): void {
  operation.summary ??= summaryOf(operation.operationId ?? '');
  const level = route.access;
  operation.security = !level || level === 'anonymous' ? [{}, { applicant: [] }] : [{ [level]: [] }];
  (operation as unknown as Record<string, unknown>)['x-access-level'] = level ?? 'none';
  if (route.scope) {
    operation.security.push({ [API_TOKEN_SCHEME]: [route.scope] });
    (operation as unknown as Record<string, unknown>)['x-required-scope'] = route.scope;
  }
  const { contract } = route;
  if (!contract) {
    Object.assign(operation.responses, ERRORS);
    return;
  }
  const parameters = (operation.parameters ?? []) as ParameterObject[];
  operation.parameters = [
    ...parameters
      .filter((parameter) => !(contract.query && parameter.in === 'query'))
      .map((parameter) => withParamSchema(parameter, contract)),
    ...(contract.query ? queryParameters(contract.query) : []),
  ];
  if (contract.body) {
    const schema = openApiSchema(contract.body, 'input');
    operation.requestBody = {
      // The server reads a missing body as `{}` (parseInput): it is required when `{}` is refused.
      required: !contract.body.safeParse({}).success,
      content: {
        'application/json': { schema },
        ...(contract.files && { 'multipart/form-data': { schema: withFiles(schema, contract.files) } }),
      },
    };
  }
  const description =
    contract.description ?? (operation.responses[route.status] as ResponseObject | undefined)?.description ?? 'Done';
  operation.responses = { [route.status]: success(contract, description) };
  if (typeof contract.response === 'object' && 'binary' in contract.response) {
    operation.responses['304'] = { description: 'Not modified: the caller holds these bytes already (If-None-Match)' };
  }
  Object.assign(operation.responses, ERRORS);
  for (const [status, { description: meaning, schema }] of Object.entries(contract.otherResponses ?? {})) {
    const content = { 'application/json': { schema: openApiSchema(schema, 'output') } };
    operation.responses[status] = { description: meaning, content };
  }
}

function success(contract: RouteContract, description: string): ResponseObject {
  const headers = contract.headers
    ? Object.fromEntries(
        Object.entries(contract.headers).map(([name, meaning]) => [
          name,
          { description: meaning, schema: { type: 'string' as const } },
        ]),
      )
    : undefined;
  const { response } = contract;
  if (response === 'empty') return { description, headers };
  if ('binary' in response) {
    const content = Object.fromEntries(
      response.binary.map((type) => [type, { schema: { type: 'string' as const, format: 'binary' } }]),
    );
    return { description, headers, content };
  }
  return { description, headers, content: { 'application/json': { schema: openApiSchema(response, 'output') } } };
}

function queryParameters(query: NonNullable<RouteContract['query']>): ParameterObject[] {
  const schema = openApiSchema(query, 'input') as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function withParamSchema(parameter: ParameterObject, contract: RouteContract): ParameterObject {
  if (parameter.in !== 'path' || !contract.params) return parameter;
  const schema = openApiSchema(contract.params, 'input') as { properties?: Record<string, object> };
  const property = schema.properties?.[parameter.name];
  return property ? { ...parameter, schema: property } : parameter;
}

function withFiles(schema: Record<string, unknown>, files: string[]): Record<string, unknown> {
  const properties = { ...(schema.properties as object) };
  for (const name of files) Object.assign(properties, { [name]: { type: 'string', format: 'binary' } });
  return { ...schema, properties };
}

/** `StudentEnrollmentController_payWhatYouCan` reads "Student enrollment: pay what you can". */
function summaryOf(operationId: string): string {
  const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const [controller = '', method = ''] = operationId.split('_');
  const subject = words(controller.replace(/Controller$/, ''));
  const action = words(method);
  const sentence = subject.split(' ').includes(action) ? subject : `${subject}: ${action}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
