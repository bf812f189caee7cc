/** One field whose value differs between two states of a record. */
export interface StateChange {
  field: string;
  then: string;
  now: string;
}

const ABSENT = '—';

/** Leaves of a JSON value by dotted path; arrays count as one value (a list changed, not its n-th item). */
function leaves(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) leaves(child, path ? `${path}.${key}` : key, into);
  } else if (value !== undefined && path) {
    into.set(path, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return into;
}

/** What changed from `then` to `now`, field by field, in the order the fields first appear. */
export function stateChanges(then: unknown, now: unknown): StateChange[] {
  const before = leaves(then, '', new Map());
  const after = leaves(now, '', new Map());
  const fields = [...new Set([...before.keys(), ...after.keys()])];
  return fields
    .filter((field) => before.get(field) !== after.get(field))
    .map((field) => ({ field, then: before.get(field) ?? ABSENT, now: after.get(field) ?? ABSENT }));
}
