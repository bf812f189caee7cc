import { z } from 'zod';

/** The records the audit views fold and trace: an application, or a person (account and profile). */
export const AS_OF_KINDS = ['application', 'user'] as const;
export type AsOfKind = (typeof AS_OF_KINDS)[number];

/** An event's data and a folded state are the events' own JSON: free-form here. */
const json = z.record(z.string(), z.unknown());

/** Who caused an event and why, with any further keys the command added. */
export const eventMetadataSchema = z
  .object({
    correlation_id: z.string(),
    causation_id: z.string().nullable(),
    /** A user id or `system`; never personal data. */
    actor: z.string(),
  })
  .catchall(z.unknown());

/** One stored event as auditors read it: personal data decrypted, or `[erased]` once its key is gone. */
export const auditEventSchema = z.object({
  id: z.string(),
  global_position: z.number().int(),
  stream_id: z.string(),
  stream_position: z.number().int(),
  type: z.string(),
  schema_version: z.number().int(),
  actor: z.string(),
  /** Who acted, as a person reads it: their email, or `system`. */
  actor_name: z.string(),
  data: json,
  metadata: eventMetadataSchema,
  recorded_at: z.iso.datetime(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** `GET /api/admin/streams/`: one stream of the log. */
export const streamSummarySchema = z.object({
  id: z.string(),
  stream_type: z.string(),
  /** How many events the stream holds. */
  version: z.number().int(),
  last_recorded_at: z.iso.datetime().nullable(),
});
export type StreamSummary = z.infer<typeof streamSummarySchema>;

/** `GET /api/admin/streams/{id}/`: every event of one stream in order (up to `as_of` when given). */
export const streamHistorySchema = z.object({
  id: z.string(),
  stream_type: z.string(),
  /** Counts every event of the stream, also those after `as_of`. */
  version: z.number().int(),
  events: z.array(auditEventSchema),
});
export type StreamHistory = z.infer<typeof streamHistorySchema>;

/** `GET /api/admin/as-of/{kind}/{id}/?at=`: the record as the portal's own deciders saw it at `at`. */
export const asOfViewSchema = z.object({
  kind: z.enum(AS_OF_KINDS),
  id: z.string(),
  at: z.iso.datetime(),
  /** How many events were folded, and when the last of them was recorded. */
  events: z.number().int(),
  last_event_at: z.iso.datetime().nullable(),
  /** The folded state: an application's, or a person's `{account, profile}`. */
  state: json,
});
export type AsOfView = z.infer<typeof asOfViewSchema>;

/** One event of a record's history: what, who, when (its data is in the stream view). */
export const timelineEntrySchema = z.object({
  id: z.string(),
  stream_id: z.string(),
  global_position: z.number().int(),
  type: z.string(),
  actor: z.string(),
  /** The actor's name as the portal knows it now, `System` for the portal, null for an erased or unknown account. */
  actor_name: z.string().nullable(),
  recorded_at: z.iso.datetime(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** `GET /api/admin/timeline/{kind}/{id}/`. */
export const timelineSchema = z.object({
  kind: z.enum(AS_OF_KINDS),
  id: z.string(),
  events: z.array(timelineEntrySchema),
});
export type Timeline = z.infer<typeof timelineSchema>;

export const REBUILD_STATUSES = ['running', 'done', 'failed'] as const;

/** A staff-started rebuild of one read model from the log, and how far it got. */
export const rebuildRecordSchema = z.object({
  status: z.enum(REBUILD_STATUSES),
  done: z.number().int(),
  total: z.number().int(),
  started_by: z.string(),
  started_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable(),
  error: z.string().nullable(),
});
export type RebuildRecord = z.infer<typeof rebuildRecordSchema>;

/** `GET /api/admin/projections/` and `/{name}/`: a read model's position against the log head. */
export const projectionStatusSchema = z.object({
  id: z.string(),
  name: z.string(),
  mode: z.enum(['inline', 'async']),
  /** Global position of the last event of its types it has applied; null before any. */
  position: z.number().int().nullable(),
  /** Global position of the newest committed event of the whole log. */
  head: z.number().int(),
  /** Events of its types not yet applied (inline ones apply in the append's transaction: always 0). */
  lag: z.number().int(),
  tables: z.array(z.string()),
  rebuild: rebuildRecordSchema.nullable(),
});
export type ProjectionStatus = z.infer<typeof projectionStatusSchema>;
