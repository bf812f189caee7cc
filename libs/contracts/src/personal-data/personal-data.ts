import { z } from 'zod';
import { auditEventSchema } from '../audit/audit-views';
import { userViewSchema } from '../identity/account';

/** `GET /api/admin/personal-data/{id}/` (and the lookup's rows): one account before an export or erasure. */
export const personSummarySchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: userViewSchema.shape.role,
  registered_at: z.iso.datetime(),
  /** When the person's key was destroyed; null while their data is kept. */
  erased_at: z.iso.datetime().nullable(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

/** A read model's row as stored: its columns are that table's own. */
const row = z.record(z.string(), z.unknown());

/** The person's rows in each read model that holds any: one row for the account and profile, else a list. */
export const personalDataReadModelsSchema = z.object({
  account: row.nullable(),
  profile: row.nullable(),
  applications: z.array(row),
  enrollments: z.array(row),
  payment_receipts: z.array(row),
  pod_memberships: z.array(row),
  certificates: z.array(row),
  social_accounts: z.array(row),
  sessions: z.array(row),
  content_access: z.array(row),
});
export type PersonalDataReadModels = z.infer<typeof personalDataReadModelsSchema>;

/** `GET /api/admin/personal-data/{id}/export/`: everything held about the person, decrypted. */
export const personalDataExportSchema = z.object({
  user_id: z.string(),
  exported_at: z.iso.datetime(),
  read_models: personalDataReadModelsSchema,
  events: z.array(auditEventSchema),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;
