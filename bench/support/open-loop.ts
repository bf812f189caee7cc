import { Agent, request } from 'node:http';

const TIMEOUT_MS = 10_000;

export interface OpenLoopResult {
  /** Answers per second from the first request to the last answer (failed requests not counted). */
  rps: number;
  /** Latency from each request's scheduled start, so a stalled server is charged for the queue it builds. */
  p99_ms: number;
  non_2xx: number;
  errors: number;
  /** The worst latency of the requests scheduled in each second, in order: where a p99 comes from. */
  worst_per_second_ms: number[];
}

/**
 * Sends `rate` requests per second for `seconds`, each at its scheduled time whether or not earlier
 * ones have answered (open loop). A closed-loop tool (autocannon with a rate) waits for a connection
 * to free up before the next request, so a slow server lowers the load it is measured under and the
 * queueing delay never shows in its percentiles (coordinated omission).
 */
export async function openLoop(options: {
  url: string;
  rate: number;
  seconds: number;
  headers?: () => Record<string, string>;
}): Promise<OpenLoopResult> {
  const { url, rate, seconds } = options;
  const target = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const worstPerSecond = new Array<number>(Math.ceil(seconds)).fill(0);
  let non2xx = 0;
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  let lastAnswerAt = started;
  const send = (scheduledAt: number) =>
    new Promise<void>((resolve) => {
      let settled = false;
      const finish = (outcome: 'ok' | 'non-2xx' | 'error') => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const latency = performance.now() - scheduledAt;
        latencies.push(latency);
        const second = Math.floor((scheduledAt - started) / 1000);
        worstPerSecond[second] = Math.max(worstPerSecond[second], Math.round(latency));
        if (outcome === 'non-2xx') non2xx++;
        if (outcome === 'error') errors++;
        else lastAnswerAt = performance.now();
        resolve();
      };
      const call = request(
        { host: target.hostname, port: target.port, path: target.pathname, agent, headers: options.headers?.() },
        (response) => {
          response.resume();
          response.once('end', () => finish((response.statusCode ?? 0) < 300 ? 'ok' : 'non-2xx'));
        },
      );
      call.once('error', () => finish('error'));
      // A request unanswered TIMEOUT_MS after it was sent fails, its latency counted up to then: the run
      // ends in bounded time even when the server falls far behind the rate.
      const timer = setTimeout(() => call.destroy(new Error('timed out')), TIMEOUT_MS);
      call.end();
    });
  for (let sent = 0; sent < total;) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    for (; sent < due; sent++) inFlight.push(send(started + (sent / rate) * 1000));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  const elapsed = (lastAnswerAt - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: elapsed > 0 ? Math.round((latencies.length - errors) / elapsed) : 0,
    p99_ms: Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? NaN),
    non_2xx: non2xx,
    errors,
    worst_per_second_ms: worstPerSecond,
  };
}
