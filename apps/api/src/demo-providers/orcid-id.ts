import { randomInt } from 'node:crypto';

/** ISO 7064 MOD 11-2, the check character ORCID puts last. */
function checkCharacter(baseDigits: string): string {
  let total = 0;
  for (const digit of baseDigits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

export function isValidOrcidId(value: string): boolean {
  if (!/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/.test(value)) return false;
  const characters = value.replaceAll('-', '');
  return checkCharacter(characters.slice(0, 15)) === characters[15];
}

/** A random iD in the block ORCID issues today (0000-0001 to 0000-0003), with a correct check character. */
export function randomOrcidId(): string {
  const base = `0000000${randomInt(1, 4)}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  const characters = base + checkCharacter(base);
  return [0, 4, 8, 12].map((start) => characters.slice(start, start + 4)).join('-');
}
