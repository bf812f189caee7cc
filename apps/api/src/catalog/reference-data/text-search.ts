/**
 * Name search for the reference-data pickers: case- and accent-insensitive substring matching over a
 * list sorted once, so a request is one pass over memory and no sort.
 */

/** Letters Unicode does not decompose into a base letter and a mark, so stripping marks would miss them. */
const UNDECOMPOSED: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ı: 'i', ß: 'ss', æ: 'ae', œ: 'oe' };

/** Lowercase, without diacritics: "Universität Zürich" → "universitat zurich", "Łódź" → "lodz". */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łøđħıßæœ]/g, (letter) => UNDECOMPOSED[letter]);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * How well a normalized name matches a normalized query: 0 when the name starts with it, 1 when one of
 * its words does, 2 when it sits inside a word; null when the name does not contain it.
 */
export function matchRank(key: string, needle: string): 0 | 1 | 2 | null {
  let at = key.indexOf(needle);
  if (at === -1) return null;
  if (at === 0) return 0;
  // The first occurrence may sit inside a word while a later one starts a word ("stanford oxford").
  for (; at !== -1; at = key.indexOf(needle, at + 1)) {
    if (!LETTER_OR_DIGIT.test(key[at - 1])) return 1;
  }
  return 2;
}

export interface SearchIndex<T> {
  /** Alphabetical by normalized name, then by the name itself so "Ecole" and "École" keep one order. */
  readonly entries: readonly { readonly item: T; readonly key: string }[];
}

/** Normalizes and sorts once; ties keep the order of `items`. */
export function buildSearchIndex<T>(items: Iterable<T>, nameOf: (item: T) => string): SearchIndex<T> {
  const entries = Array.from(items, (item) => ({ item, key: normalize(nameOf(item)), name: nameOf(item) }));
  entries.sort((a, b) => compare(a.key, b.key) || compare(a.name, b.name));
  return { entries: entries.map(({ item, key }) => ({ item, key })) };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** At most `limit` items containing `query`: prefix matches, then word-start, then other; each alphabetical. */
export function search<T>(index: SearchIndex<T>, query: string, limit: number): T[] {
  const needle = normalize(query.trim());
  if (!needle) return index.entries.slice(0, limit).map((entry) => entry.item);
  // Entries are alphabetical already, so appending to one list per rank keeps every list sorted.
  const ranked: T[][] = [[], [], []];
  for (const { item, key } of index.entries) {
    const rank = matchRank(key, needle);
    if (rank !== null && ranked[rank].length < limit) ranked[rank].push(item);
    // A full page of prefix matches cannot be outranked by anything later.
    if (ranked[0].length === limit) break;
  }
  return ranked.flat().slice(0, limit);
}
