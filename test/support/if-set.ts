/**
 * For a suite's teardown. `let portal: RunningPortal` is typed as set once `beforeAll` ran, but when
 * `beforeAll` failed before assigning it, it is still undefined there, and `afterAll` must not throw
 * over the real failure: `afterAll(() => ifSet(portal)?.stop())`.
 */
export const ifSet = <T>(value: T): T | undefined => value;
