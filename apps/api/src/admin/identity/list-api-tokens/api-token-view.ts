import type { ApiTokenView } from '@portal/contracts';
import type { ApiTokenRow } from '@portal/projections';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** A token as the API answers it (`apiTokenSchema`): never its hash, never its secret. */
export const apiTokenView = (row: ApiTokenRow): ApiTokenView => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  created_at: new Date(row.created_at).toISOString(),
  expires_at: new Date(row.expires_at).toISOString(),
  revoked_at: iso(row.revoked_at),
  last_used_at: iso(row.last_used_at),
});
