import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type CourseView, createCourseSchema, updateCourseSchema, courseViewSchema } from '@portal/contracts';
import { COURSE_SORT_FIELDS, findCourse, listCoursesForStaff } from '@portal/projections';
import type { Platform } from '@portal/platform';
import type { FastifyReply } from 'fastify';
import { listQuerySchema, parseListQuery, setContentRange } from '../../shared/ra-list-query';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { CreateCourseCommand } from '../../../catalog/create-course/create-course.command';
import { UpdateCourseCommand } from '../../../catalog/update-course/update-course.command';
import { courseFilterSchema } from './course-list-filter';
import { Contract, CONTENT_RANGE } from '../../../http/openapi/route-contract';

const COURSE_LIST = {
  filter: courseFilterSchema,
  sortFields: COURSE_SORT_FIELDS,
  defaultSort: ['created_at', 'DESC'] as ['created_at', 'DESC'],
};

/**
 * Staff course routes in the ra-data-simple-rest convention: the record comes back after each write.
 * Reviewers may read courses (the applications list filters by them); only admins change them.
 */
@ApiTags('admin')
@Controller('admin/courses')
@Access('admin')
export class AdminCoursesController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Get()
  @Access('reviewer')
  @ApiOkResponse({ description: 'One page of courses, active or not; the total is in `Content-Range`' })
  @Contract({ query: listQuerySchema(COURSE_LIST), response: z.array(courseViewSchema), headers: CONTENT_RANGE })
  async list(@Query() query: unknown, @Res({ passthrough: true }) response: FastifyReply): Promise<CourseView[]> {
    const listQuery = parseListQuery(query, COURSE_LIST);
    const { rows, total } = await listCoursesForStaff(this.platform.db, listQuery);
    setContentRange(response, 'courses', listQuery.start, rows.length, total);
    return rows;
  }

  @Get(':id')
  @Access('reviewer')
  @ApiOkResponse({ description: 'The course' })
  @Contract({ response: courseViewSchema })
  async one(@Param('id') id: string): Promise<CourseView> {
    const course = await findCourse(this.platform.db, id);
    if (!course) throw new NotFoundException();
    return course;
  }

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The new course' })
  @Contract({ body: createCourseSchema, response: courseViewSchema })
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const fields = parseInput(createCourseSchema, body);
    const courseId = randomUUID();
    await this.commands.execute(new CreateCourseCommand(courseId, fields, user.userId, randomUUID()));
    return findCourse(this.platform.db, courseId);
  }

  @Put(':id')
  @ApiOkResponse({ description: 'The course as it now stands' })
  @Contract({ body: updateCourseSchema, response: courseViewSchema })
  async update(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    const changes = parseInput(updateCourseSchema, body);
    await this.commands.execute(new UpdateCourseCommand(id, changes, user.userId, randomUUID()));
    const course = await findCourse(this.platform.db, id);
    if (!course) throw new NotFoundException();
    return course;
  }
}
