import { Body, Controller, Get, Inject, NotFoundException, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type CourseContentView, courseContentSchema, courseContentViewSchema } from '@portal/contracts';
import { findCourse, findCourseContent } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { Contract } from '../../../http/openapi/route-contract';
import { SetCourseContentCommand } from './set-course-content.command';

/** Staff set a course's content: its files and, optionally, a new shared password. */
@ApiTags('admin')
@Controller('admin/courses')
@Access('admin')
export class SetCourseContentController {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly commands: CommandBus,
  ) {}

  @Get(':id/content')
  @ApiOkResponse({ description: '{files, has_password}' })
  @Contract({ response: courseContentViewSchema })
  async read(@Param('id') id: string): Promise<CourseContentView> {
    const content = await findCourseContent(this.platform.db, id);
    if (!content && !(await findCourse(this.platform.db, id))) throw new NotFoundException();
    return { files: content?.files ?? [], has_password: content?.has_password ?? false };
  }

  @Put(':id/content')
  @ApiOkResponse({ description: '{files, has_password}' })
  @Contract({ body: courseContentSchema, response: courseContentViewSchema })
  async set(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    const input = parseInput(courseContentSchema, body);
    await this.commands.execute(new SetCourseContentCommand(user.userId, id, input));
    return this.read(id);
  }
}
