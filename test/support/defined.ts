/**
 * What a test looked up and needs in the next step, or a failure that names what was missing: a `!`
 * would instead fail a line later, on a property of undefined.
 */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}, found none`);
  return value;
}
