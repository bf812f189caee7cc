import type { RematchEmailPreviews } from '@portal/contracts';
import { findApplication, findRematchProposal, findUserById } from '@portal/projections';
import { type Platform, previewLinks, podChangedDraft, publicUrl } from '@portal/platform';

export type RematchEmailPreview = RematchEmailPreviews['results'][number];

/**
 * The emails applying the course's latest rematch would send, one per moved person, drafted with the
 * worker's own template without sending anything (the sign-in link is made again when it is sent).
 */
export async function previewRematchEmails(platform: Platform, courseId: string): Promise<RematchEmailPreview[]> {
  const row = await findRematchProposal(platform.db, courseId);
  if (!row) return [];
  const links = previewLinks(publicUrl(platform.config), 'email:preview');
  const pods = new Map(row.proposal.pods.map((pod) => [pod.podId, pod]));
  // The pod's TA after the rematch, as the sent email names them (its TA is read when it is sent).
  const taOf = async (taId: string) => {
    const application = await findApplication(platform.db, taId);
    const ta = application && (await findUserById(platform.db, application.user_id));
    return ta ? `${`${ta.first_name} ${ta.last_name}`.trim()} (${ta.email})` : null;
  };
  const previews: RematchEmailPreview[] = [];
  for (const move of row.proposal.moves) {
    const application = await findApplication(platform.db, move.person);
    const user = application && (await findUserById(platform.db, application.user_id));
    if (!application || !user) continue;
    const pod = move.to ? pods.get(move.to) : undefined;
    const draft = podChangedDraft(
      application,
      pod ? { name: pod.name, timeSlot: pod.timeSlot, language: pod.language, ta: await taOf(pod.taId) } : null,
      user.first_name,
      links,
    );
    previews.push({
      person: move.person,
      name: `${user.first_name} ${user.last_name}`,
      email: { to: user.email, subject: draft.content.subject, text: draft.content.text },
    });
  }
  return previews;
}
