import { MESSAGES, type RuleBreak } from '@portal/contracts';
import { DomainError, NotFoundError } from '../shared/domain-error';
import type { RecordWrite } from './profile.commands';
import type { SavedRecord } from './profile.state';

export interface RecordKind<Fields, Changes> {
  /** For the 404 of an update whose id is not the user's record. */
  notFound: string;
  /** A create's input is a complete set of changes, so one merge serves both. */
  merge: (current: Fields | null, changes: Changes) => Fields;
  ruleBreak?: (record: Fields) => RuleBreak | null;
}

/**
 * The create-or-update shared by the three profile records: one record of each kind per user, an
 * update names it by id, and the merged record must keep every rule. Returns the record to save. A
 * save that changes nothing is still recorded: it is the applicant confirming the record is current,
 * which is what `profile_not_updated` asks of them (docs/architecture.md §5).
 */
export function recordToSave<Fields, Input extends Changes, Changes>(
  kind: RecordKind<Fields, Changes>,
  current: SavedRecord<Fields> | null,
  id: string,
  write: RecordWrite<Input, Changes>,
): Fields {
  if ('create' in write && current) throw new DomainError('already_exists', MESSAGES.profileRecordExists);
  if ('update' in write && current?.id !== id) throw new NotFoundError(kind.notFound);
  const next = kind.merge(current?.record ?? null, 'create' in write ? write.create : write.update);
  const broken = kind.ruleBreak?.(next);
  if (broken) throw new DomainError(broken.code, broken.message, broken.field);
  return next;
}

/** Deep equality of JSON values, whatever the order of their keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
