/** What `run` throws (undefined when it returns), for `toMatchObject` on a refusal's code and field. */
export function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}
