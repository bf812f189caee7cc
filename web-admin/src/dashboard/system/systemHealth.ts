// GET /api/health/ as the API answers it.
export type SystemHealth = {
  status: 'ok' | 'degraded';
  database: { ok: boolean; kind: 'pglite' | 'postgres' };
  queue: { ok: boolean; kind: 'in-process' | 'bullmq'; pending: number; failed: number };
  // Inline projections update in the command's transaction: no checkpoint, never behind.
  projections: { name: string; mode: 'inline' | 'async'; position: string | null; lag: number }[];
};

const isSystemHealth = (body: unknown): body is SystemHealth =>
  typeof body === 'object' &&
  body !== null &&
  'status' in body &&
  'database' in body &&
  'queue' in body &&
  'projections' in body &&
  Array.isArray(body.projections);

// Not a react-admin resource, so it is read with fetch rather than through the data provider.
export const fetchSystemHealth = async (signal: AbortSignal): Promise<SystemHealth> => {
  const response = await fetch('/api/health/', { headers: { Accept: 'application/json' }, signal });
  const body: unknown = await response.json().catch(() => null);
  // A degraded system may answer 503 with the same report: show it rather than an error.
  if (isSystemHealth(body)) return body;
  throw new Error(
    `The health check answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`,
  );
};
