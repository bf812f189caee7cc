/**
 * A map's value for a key the caller knows is there (an index built from the same list it reads
 * from). Throws, should that ever not hold, rather than let `undefined` run on as a number or a
 * record and turn into a wrong answer further down.
 */
export function knownEntry<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`no entry for ${String(key)}`);
  return value;
}
