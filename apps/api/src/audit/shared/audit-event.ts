import type { AuditEvent } from '@portal/contracts';
import type { EventMetadata, Queryable } from '@portal/event-store';
import { toNumber } from '@portal/event-store';
import type { PersonalDataVault } from '@portal/event-store';
import { apiTokenActor, apiTokenOfActor } from '@portal/domain';
import { emailsOfUsers, namesOfApiTokens } from '@portal/projections';

/** One stored event as auditors read it: the contract's shape (`auditEventSchema`). */
export type { AuditEvent };

export interface StoredEventRow {
  global_position: number | string;
  stream_id: string;
  stream_position: number | string;
  event_id: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date | string;
}

export const STORED_EVENT_COLUMNS =
  'global_position, stream_id, stream_position, event_id, type, schema_version, data, metadata, recorded_at';

/** Rows exactly as stored (no upcasting: auditors see what was written), decrypted in one key lookup. */
export async function toAuditEvents(
  db: Queryable,
  vault: PersonalDataVault,
  rows: StoredEventRow[],
): Promise<AuditEvent[]> {
  const data = await vault.decryptAll(
    db,
    rows.map((row) => row.data),
  );
  const names = await actorNames(
    db,
    rows.map((row) => row.metadata.actor),
  );
  return rows.map((row, i) => ({
    id: row.event_id,
    global_position: toNumber(row.global_position),
    stream_id: row.stream_id,
    stream_position: toNumber(row.stream_position),
    type: row.type,
    schema_version: row.schema_version,
    actor: row.metadata.actor,
    actor_name: names.get(row.metadata.actor) ?? row.metadata.actor,
    // Every event's data is a JSON object (the store appends objects only).
    data: data[i] as AuditEvent['data'],
    metadata: row.metadata,
    recorded_at: new Date(row.recorded_at).toISOString(),
  }));
}

/** The email of each acting user and the name of each API token; `system` and unknown ids stay as they are. */
async function actorNames(db: Queryable, actors: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(actors)].filter((actor) => actor !== 'system');
  if (ids.length === 0) return new Map();
  const tokens = await apiTokenNames(db, ids);
  const users = await emailsOfUsers(
    db,
    ids.filter((actor) => !tokens.has(actor)),
  );
  return new Map([...users, ...tokens]);
}

/** "API token 'CRM sync'" by actor, for the actors that are tokens (docs/architecture.md §9.5). */
export async function apiTokenNames(db: Queryable, actors: string[]): Promise<Map<string, string>> {
  const tokenIds = actors.map(apiTokenOfActor).filter((id): id is string => id !== null);
  const names = await namesOfApiTokens(db, tokenIds);
  return new Map([...names].map(([tokenId, name]) => [apiTokenActor(tokenId), name]));
}
