import { z } from 'zod';
import { APPLICATION_ROLES, APPLICATION_STATUSES } from '../applications/enumerations';
import { unknownPlaceholderMessage, unknownPlaceholders } from './placeholders';

/** Refuses a misspelt placeholder on its own field, naming the ones there are. */
const withKnownPlaceholders = (text: z.ZodString) =>
  text.superRefine((value, context) => {
    const unknown = unknownPlaceholders(value);
    if (unknown.length > 0)
      context.addIssue({ code: 'custom', message: unknownPlaceholderMessage(unknown), params: { code: 'invalid' } });
  });

/**
 * Who an announcement goes to, picked by the staff application list's filters (a course, and within
 * it a role and a status): everyone with an application that matches, once each.
 */
export const announcementAudienceSchema = z
  .object({
    course: z.string().min(1).max(100),
    role: z.enum(APPLICATION_ROLES).optional(),
    status: z.enum(APPLICATION_STATUSES).optional(),
  })
  .strict();

export const announcementDraftSchema = z.object({
  subject: withKnownPlaceholders(z.string().trim().min(1).max(200)),
  body: withKnownPlaceholders(z.string().trim().min(1).max(20_000)),
  audience: announcementAudienceSchema,
});
export const createAnnouncementSchema = announcementDraftSchema;
/** react-admin's edit sends the whole record back: fields it does not know (`id`, `status`) are dropped. */
export const updateAnnouncementSchema = announcementDraftSchema.partial();
/** Sending takes nothing: who it goes to is resolved from the audience when it is sent. */
export const sendAnnouncementSchema = z.object({}).strict();

export const ANNOUNCEMENT_STATUSES = ['draft', 'sent'] as const;

/** The people an audience matched but the announcement does not address, by reason. */
export const announcementLeftOutSchema = z.object({
  /** People whose personal data was erased: there is no one left to write to. */
  erased: z.number().int().min(0),
});

export const announcementViewSchema = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  audience: announcementAudienceSchema,
  status: z.enum(ANNOUNCEMENT_STATUSES),
  /** Once sent: how many people it went to, and who the audience matched but was left out. */
  recipient_count: z.number().int().min(0).nullable(),
  left_out: announcementLeftOutSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  sent_at: z.string().nullable(),
});

/** What sending would do now: how many it would reach, who is left out, and three of the emails as written. */
export const announcementPreviewSchema = z.object({
  count: z.number().int().min(0),
  left_out: announcementLeftOutSchema,
  samples: z.array(z.object({ to: z.string(), subject: z.string(), body: z.string() })).max(3),
});

export type AnnouncementAudience = z.infer<typeof announcementAudienceSchema>;
export type AnnouncementDraft = z.infer<typeof announcementDraftSchema>;
export type UpdateAnnouncementInput = z.infer<typeof updateAnnouncementSchema>;
export type AnnouncementLeftOut = z.infer<typeof announcementLeftOutSchema>;
export type AnnouncementView = z.infer<typeof announcementViewSchema>;
export type AnnouncementPreview = z.infer<typeof announcementPreviewSchema>;
