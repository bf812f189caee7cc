import { type AnnouncementDraft, templateParts } from '@portal/contracts';
import type { Queryable } from '@portal/event-store';
import { announcementRecipientFacts } from '@portal/projections';
import { isErased } from './deliver-email';
import type { EmailDraft } from './identity-emails';
import type { PortalLinks } from './portal-links';
import { announcementEmail } from './templates/announcement';
import { formatUtc } from './templates/link-validity';

/** What `{deadline}` says to someone with no offer deadline in a course that names none either. */
const NO_DEADLINE = 'the date on your course dashboard';

/**
 * One person's copy of an announcement, filled from their application in the audience's course, read
 * now; null when they have no application there any more or their personal data is erased.
 */
export async function announcementEmailFor(
  db: Queryable,
  announcement: AnnouncementDraft,
  userId: string,
  links: PortalLinks,
): Promise<{ to: string; draft: EmailDraft } | null> {
  const facts = await announcementRecipientFacts(db, userId, announcement.audience);
  if (!facts || isErased(facts.email) || isErased(facts.first_name)) return null;
  const target = links.signInThenGo(`/course/${facts.application_id}?type=${facts.role}`);
  const linked = [announcement.subject, announcement.body].some((template) =>
    templateParts(template).some((part) => 'placeholder' in part && part.placeholder === 'dashboard_link'),
  );
  const content = announcementEmail({
    subject: announcement.subject,
    body: announcement.body,
    values: {
      name: facts.first_name,
      course: facts.course_name,
      deadline: facts.deadline ? formatUtc(facts.deadline) : NO_DEADLINE,
      dashboard_link: target.url,
    },
  });
  // The short link is recorded only when the email carries it.
  return { to: facts.email, draft: { template: 'announcement', content, redirectLinks: linked ? [target.link] : [] } };
}
