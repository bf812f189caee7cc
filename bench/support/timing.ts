/** Runs `writers` loops of `operation` side by side until `durationMs` has passed; returns operations per second. */
export async function throughput(writers: number, durationMs: number, operation: (writer: number) => Promise<void>) {
  let done = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      while (performance.now() < deadline) {
        await operation(writer);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/** Fails a case that runs past its bound instead of letting the whole bench hang. */
export function withinBound<T>(label: string, boundMs: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} ran past its bound of ${boundMs / 1000} s`)), boundMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export const round = (value: number, digits = 0) => Number(value.toFixed(digits));
