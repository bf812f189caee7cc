/** What the demo seed itself created and now looks up: not finding it is a bug in the seed, so it stops. */
export function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The demo seed could not find ${what}.`);
  return value;
}
