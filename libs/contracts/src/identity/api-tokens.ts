import { z } from 'zod';

/** What an API token may do (docs/architecture.md §9.5); each route that takes a token names the one it needs. */
export const API_TOKEN_SCOPES = [
  'feed:read',
  'webhooks:manage',
  'applications:read',
  'applications:decide',
  'personal-data:read',
] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** `POST /api/admin/api-tokens/`. The scopes and the expiry are checked by the token's decider. */
export const apiTokenCreateSchema = z.strictObject({
  name: z.string().max(100),
  scopes: z.array(z.string().max(100)).max(API_TOKEN_SCOPES.length * 2),
  expires_at: z.iso.datetime({ offset: true }).meta({ description: 'When the token stops working; in the future' }),
});

/** A token as admins list it: never its secret. */
export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  revoked_at: z.iso.datetime().nullable(),
  last_used_at: z.iso.datetime().nullable().meta({ description: 'Recorded at most once a minute' }),
});
export type ApiTokenView = z.infer<typeof apiTokenSchema>;

/** The creation's answer: the only time the secret is shown. */
export const apiTokenCreatedSchema = apiTokenSchema.extend({
  token: z.string().meta({ description: 'Send as `Authorization: Bearer <token>`; shown this once' }),
});
