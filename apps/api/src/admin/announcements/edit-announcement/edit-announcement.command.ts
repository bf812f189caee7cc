import type { UpdateAnnouncementInput } from '@portal/contracts';

export class EditAnnouncementCommand {
  constructor(
    readonly announcementId: string,
    readonly changes: UpdateAnnouncementInput,
    readonly actor: string,
  ) {}
}
