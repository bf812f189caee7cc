import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { completionSchema } from '@portal/contracts';
import { DomainError, podDecider, podMembership, podStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { Contract } from '../../http/openapi/route-contract';

/**
 * `POST /api/users/certificates/`: the pod's TA marks a student's course and project completion
 * (spec 2 §7 "save completion"). The certificate follows from a job, once the attendance allows it.
 * Only the pod's regular TA may; anyone else on the pod is refused (403), anyone off it finds no pod.
 */
@ApiTags('pods')
@Controller('users/certificates')
@Access('applicant')
export class MarkCompletionController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The marks as recorded: user, pod, course, completed_course, completed_project' })
  @Contract({ body: completionSchema, response: completionSchema })
  async mark(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const input = parseInput(completionSchema, body);
    await this.platform.commands.execute(requestMetadata(user.userId), async (session) => {
      const stream = await session.load(podStreamId(input.pod), podDecider);
      const { state } = stream;
      // Checked for the pod's TA only: anyone else learns nothing about the pod from the answer.
      const ownTa = state.status === 'formed' && podMembership(state.pod, user.userId) === 'ta';
      if (ownTa && state.pod.courseId !== input.course)
        throw new DomainError('invalid', 'This pod is not of this course.', 'course');
      session.decide(stream, 'pod', {
        type: 'MarkCompletion',
        actorUserId: user.userId,
        studentUserId: input.user,
        completedCourse: input.completed_course,
        completedProject: input.completed_project,
        now: new Date(),
      });
    });
    return input;
  }
}
