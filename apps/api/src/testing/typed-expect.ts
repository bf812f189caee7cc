/**
 * Vitest's asymmetric matchers are typed `any`. These give them as `unknown`, which is what they stand
 * for inside `toEqual` and `toMatchObject`, so the type-checked lint can tell them from untyped data.
 */
export const anyString = (): unknown => expect.any(String);
export const anyNumber = (): unknown => expect.any(Number);
export const stringMatching = (pattern: RegExp): unknown => expect.stringMatching(pattern);
export const stringContaining = (text: string): unknown => expect.stringContaining(text);

/** The value a test has just seen to be there; the test fails here, naming `what`, if it is not. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}.`);
  return value;
}

/** What `act` throws, for `toMatchObject`; the test fails if it throws nothing. */
export function thrownBy(act: () => unknown): unknown {
  try {
    act();
  } catch (error) {
    return error;
  }
  throw new Error('Expected it to throw.');
}
