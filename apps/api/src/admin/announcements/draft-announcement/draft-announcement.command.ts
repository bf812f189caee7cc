import type { AnnouncementDraft } from '@portal/contracts';

export class DraftAnnouncementCommand {
  constructor(
    readonly announcementId: string,
    readonly draft: AnnouncementDraft,
    readonly actor: string,
  ) {}
}
