import { Controller, ForbiddenException, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, type MediaFileView, type Page, mediaFileViewSchema, pageSchema } from '@portal/contracts';
import { mediaFilesFor } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { Contract } from '../../http/openapi/route-contract';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { PLATFORM } from '../../platform/platform.module';

/**
 * `GET /api/media_files`: the files of every course the caller is enrolled in (paid, waived, approved
 * TA, matched) or unlocked with the content password. Nobody else gets a list: 403 sends the UI to
 * the password page.
 */
@ApiTags('content')
@Controller('media_files')
@Access('applicant')
export class MediaFilesController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  @ApiOkResponse({ description: '{count, next, previous, results: [{id, name, url, course, course_name}]}' })
  @Contract({ response: pageSchema(mediaFileViewSchema) })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<Page<MediaFileView>> {
    const courses = await mediaFilesFor(this.platform.db, user.userId);
    if (courses.length === 0) throw new ForbiddenException(MESSAGES.contentLocked);
    const results = courses.flatMap((course) =>
      course.files.map((file) => ({ ...file, course: course.course_id, course_name: course.course_name })),
    );
    return { count: results.length, next: null, previous: null, results };
  }
}
