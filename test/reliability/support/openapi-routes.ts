/**
 * One operation of the OpenAPI document the API serves, named like `GET /api/pods/{id}` (without the
 * trailing slash its path has, so tables keyed by name read plainly).
 */
export interface Route {
  name: string;
  method: string;
  path: string;
  /** Path parameters with the values the document allows, when it lists them (`kind`, `provider`). */
  params: Array<{ name: string; allowed?: string[] }>;
}

interface Operation {
  parameters?: Array<{ name: string; in: string; schema?: { enum?: string[] } }>;
}

/** Every route of `/api/docs-json`: the tests take the routes from there, so a new route is never missed. */
export async function openApiRoutes(baseUrl: string): Promise<Route[]> {
  const document = (await (await fetch(`${baseUrl}/api/docs-json`)).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path.replace(/\/$/, '')}`,
      method: method.toUpperCase(),
      path,
      params: (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => ({ name: parameter.name, allowed: parameter.schema?.enum })),
    })),
  );
}

/** The route's path with its parameters filled in (each encoded); it keeps the document's trailing slash. */
export function fillPath(route: Route, values: Record<string, string>): string {
  return route.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
