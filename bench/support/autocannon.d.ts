// The parts of autocannon 9 the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    requests?: Request[];
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p99: number; average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export = autocannon;
}
