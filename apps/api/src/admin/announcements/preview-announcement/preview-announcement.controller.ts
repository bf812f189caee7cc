import { Controller, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type AnnouncementPreview, announcementPreviewSchema } from '@portal/contracts';
import { findAnnouncement } from '@portal/projections';
import { type Platform, announcementEmailFor, previewLinks, publicUrl } from '@portal/platform';
import { Contract } from '../../../http/openapi/route-contract';
import { Access } from '../../../identity/access/access.decorator';
import { PLATFORM } from '../../../platform/platform.module';
import { announcementRecipients } from '../shared/announcement-recipients';

/** How many recipients' emails a preview shows. */
const SAMPLES = 3;

/**
 * What sending would do now, without doing it: how many people the audience reaches, who it leaves
 * out, and the first three people's emails as they would receive them (the sign-in link in a sample
 * is made again for the real email, so it is only illustrative).
 */
@ApiTags('admin')
@Controller('admin/announcements')
@Access('admin')
export class PreviewAnnouncementController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get(':id/preview')
  @ApiOkResponse({ description: '{count, left_out, samples: up to 3 recipients’ emails as written for them}' })
  @Contract({ response: announcementPreviewSchema })
  async preview(@Param('id') id: string): Promise<AnnouncementPreview> {
    const announcement = await findAnnouncement(this.platform.db, id);
    if (!announcement) throw new NotFoundException();
    const { ids, leftOut } = await announcementRecipients(this.platform.db, announcement.audience);
    const links = previewLinks(publicUrl(this.platform.config), `email:preview:${id}`);
    const samples: AnnouncementPreview['samples'] = [];
    for (const userId of ids) {
      if (samples.length === SAMPLES) break;
      const email = await announcementEmailFor(this.platform.db, announcement, userId, links);
      if (email) samples.push({ to: email.to, subject: email.draft.content.subject, body: email.draft.content.text });
    }
    return { count: ids.length, left_out: leftOut, samples };
  }
}
