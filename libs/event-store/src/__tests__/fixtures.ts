import { randomBytes } from 'node:crypto';
import { type Database, EVENT_STORE_MIGRATIONS, EventStore, type EventMetadata, PersonalDataVault, runMigrations } from '..';
import type { PersonalDataPolicies } from '..';

export const metadata: EventMetadata = { correlation_id: 'c-1', causation_id: null, actor: 'system' };

export const testPolicies: PersonalDataPolicies = {
  PersonRegistered: { subject: (data: { personId: string }) => data.personId, fields: ['name', 'email', 'languages'] },
};

export async function prepareStore(db: Database, masterKey = randomBytes(32)): Promise<EventStore> {
  await runMigrations(db, EVENT_STORE_MIGRATIONS);
  return new EventStore(db, { vault: new PersonalDataVault(masterKey), personalData: testPolicies });
}

export function event(type: string, data: Record<string, unknown> = {}) {
  return { type, data };
}
