import {
  type FeeWaived,
  type FeeWaiverRefused,
  type HardshipReductionApproved,
  type HardshipReductionRefused,
  formatDollars,
} from '@portal/domain';
import type { ApplicationWithCourse } from '@portal/projections';
import type { EmailDraft } from './identity-emails';
import type { PortalLinks } from './portal-links';
import { feeWaiverEmail } from './templates/fee-waiver';

const usd = (cents: number) => `${formatDollars(cents)} USD`;

type FeeReliefAnswer = FeeWaived | FeeWaiverRefused | HardshipReductionApproved | HardshipReductionRefused;

const TEMPLATES: Record<FeeReliefAnswer['type'], string> = {
  FeeWaived: 'fee-waived',
  FeeWaiverRefused: 'fee-waiver-refused',
  HardshipReductionApproved: 'hardship-discount-granted',
  HardshipReductionRefused: 'hardship-discount-refused',
};

/** The email that answers a waiver or a hardship discount, granted or refused; each links to the course dashboard. */
export function waiverEmailDraft(
  event: FeeReliefAnswer,
  application: ApplicationWithCourse,
  firstName: string,
  links: PortalLinks,
): EmailDraft {
  const target = links.signInThenGo(`/course/${application.id}?type=${application.role}`);
  const waiver = event.type === 'FeeWaived' || event.type === 'FeeWaiverRefused';
  const refused = event.type === 'FeeWaiverRefused' || event.type === 'HardshipReductionRefused';
  return {
    template: TEMPLATES[event.type],
    content: feeWaiverEmail({
      firstName,
      courseName: application.course.name,
      kind: waiver ? 'waiver' : 'hardship',
      fee: waiver ? usd(event.data.feeCents) : null,
      refusal: refused ? event.data.reason : null,
      link: target.url,
    }),
    redirectLinks: [target.link],
  };
}
