import type { FeeWaived, FeeWaiverRefused } from '@portal/domain';
import type { ApplicationWithCourse } from '@portal/projections';
import type { EmailDraft } from './identity-emails';
import type { PortalLinks } from './portal-links';
import { feeWaiverEmail } from './templates/fee-waiver';

const usd = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')} USD`;

/** The email that answers a waiver, granted or refused; both link to the course dashboard. */
export function waiverEmailDraft(
  event: FeeWaived | FeeWaiverRefused,
  application: ApplicationWithCourse,
  firstName: string,
  links: PortalLinks,
): EmailDraft {
  const target = links.signInThenGo(`/course/${application.id}?type=${application.role}`);
  const granted = event.type === 'FeeWaived';
  return {
    template: granted ? 'fee-waived' : 'fee-waiver-refused',
    content: feeWaiverEmail({
      firstName,
      courseName: application.course.name,
      fee: usd(event.data.feeCents),
      refusal: granted ? null : event.data.reason,
      link: target.url,
    }),
    redirectLinks: [target.link],
  };
}
