import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/** Node's `fetch` reads the dispatcher it sends through from this global (undici's own name for it). */
const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** What undici's fetch hands a dispatcher (undici 6, as Node 20 bundles it). */
interface DispatchOptions {
  origin?: string | URL;
  path: string;
  method: NonNullable<InjectOptions['method']>;
  headers?: Record<string, string | string[]> | string[] | null;
  body?: string | Uint8Array | AsyncIterable<Uint8Array> | null;
}

/** The callbacks undici's fetch gives a dispatcher to hear the answer through. */
interface DispatchHandler {
  onConnect?(abort: (error?: Error) => void): void;
  onHeaders?(status: number, rawHeaders: Buffer[], resume: () => void, statusText: string): boolean;
  onData?(chunk: Buffer): boolean;
  onComplete?(trailers: Buffer[] | null): void;
  onError?(error: Error): void;
}

interface Dispatcher {
  dispatch(options: DispatchOptions, handler: DispatchHandler): boolean;
  close?(): Promise<void>;
  destroy?(): Promise<void>;
}

const originOf = (origin: DispatchOptions['origin']): string => (origin ? new URL(String(origin)).origin : '');

function headersOf(headers: DispatchOptions['headers']): Record<string, string | string[]> {
  if (!headers) return {};
  if (!Array.isArray(headers)) return headers;
  const named: Record<string, string> = {};
  for (let index = 0; index < headers.length; index += 2) named[headers[index].toLowerCase()] = headers[index + 1];
  return named;
}

async function bodyOf(body: DispatchOptions['body']): Promise<Buffer | undefined> {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return Buffer.from(body);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The answer's headers as undici hands them on: name and value, one pair per value. */
function rawHeadersOf(response: LightMyRequestResponse): Buffer[] {
  const raw: Buffer[] = [];
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) raw.push(Buffer.from(name), Buffer.from(String(one)));
  }
  return raw;
}

/**
 * Sends every `fetch` to one of `origins` into the application through Fastify's `inject` (no socket, no
 * port), and every other request on as before: so a test, its helpers and the links in the emails it
 * reads all reach the portal with the addresses a browser would use, while the portal's own calls to
 * the stand-ins a test starts on loopback still go over the network.
 */
export function routeOriginToInject(origins: string[], inject: Inject): () => void {
  const globals = globalThis as unknown as Record<symbol, Dispatcher | undefined>;
  const previous = globals[GLOBAL_DISPATCHER];
  if (!previous) throw new Error('fetch has no global dispatcher yet: make one request before routing');
  const routed: Dispatcher = {
    dispatch(options, handler) {
      if (!origins.includes(originOf(options.origin))) return previous.dispatch(options, handler);
      const state: { aborted: Error | null } = { aborted: null };
      handler.onConnect?.((error) => (state.aborted = error ?? new Error('aborted')));
      void (async () => {
        try {
          const response = await inject({
            method: options.method,
            url: options.path,
            headers: headersOf(options.headers),
            payload: await bodyOf(options.body),
          });
          if (state.aborted) throw state.aborted;
          handler.onHeaders?.(response.statusCode, rawHeadersOf(response), () => undefined, response.statusMessage);
          if (response.rawPayload.length > 0) handler.onData?.(response.rawPayload);
          handler.onComplete?.([]);
        } catch (error) {
          handler.onError?.(error instanceof Error ? error : new Error(String(error)));
        }
      })();
      return true;
    },
    close: () => previous.close?.() ?? Promise.resolve(),
    destroy: () => previous.destroy?.() ?? Promise.resolve(),
  };
  globals[GLOBAL_DISPATCHER] = routed;
  return () => {
    globals[GLOBAL_DISPATCHER] = previous;
  };
}
