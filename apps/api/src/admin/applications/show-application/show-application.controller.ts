import { Controller, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { applicationHistoryEntrySchema, staffApplicationRecordSchema } from '@portal/contracts';
import { applicationStreamId, reviewStreamId } from '@portal/domain';
import { type ApplicationWithCourse, findApplication, findUserById } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { dashboardView } from '../../../enrollment/shared/dashboard-view';
import { z } from 'zod';
import { Contract } from '../../../http/openapi/route-contract';
import { Access, TokenScope } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import {
  ANONYMISED_NAME,
  anonymityFor,
  withoutIdentifyingAnswers,
  withoutPods,
} from '../../shared/applicant-anonymity';
import { apiTokenNames } from '../../../audit/shared/audit-event';
import { answeredQuestions } from './application-answers';
import { type HistoryAudience, type HistoryEntry, toHistoryEntry } from './application-history';

/**
 * One application as staff review it, and its stream's history (reviewers and admins). What a
 * reviewer may not read is left out here, on the server, in anonymised review and for money matters.
 */
@ApiTags('admin')
@Controller('admin/applications')
@Access('reviewer')
@TokenScope('applications:read')
export class ShowApplicationController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get(':id')
  @ApiOkResponse({ description: 'The application, its applicant and its answers' })
  @Contract({ response: staffApplicationRecordSchema })
  async show(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string) {
    const row = await findApplication(this.platform.db, id);
    if (!row) throw new NotFoundException();
    const { anonymised } = await this.audienceOf(caller, row);
    const user = anonymised ? null : await findUserById(this.platform.db, row.user_id);
    const view = await dashboardView(this.platform.db, row);
    return {
      ...(anonymised ? withoutPods(withoutIdentifyingAnswers(view)) : view),
      role: row.role,
      applicant: {
        // The id and the pods are no names, but they lead to them (a pod's page lists its students).
        id: anonymised ? '' : row.user_id,
        first_name: anonymised ? ANONYMISED_NAME : (user?.first_name ?? ''),
        last_name: user?.last_name ?? '',
        email: anonymised ? null : (user?.email ?? ''),
      },
      answered_questions: answeredQuestions(row.form.answers, row.course.questions),
      anonymised,
    };
  }

  @Get(':id/history')
  @ApiOkResponse({ description: "The application's events and its reviews in order, each with its acting user" })
  @Contract({ response: z.array(applicationHistoryEntrySchema) })
  async history(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string): Promise<HistoryEntry[]> {
    const row = await findApplication(this.platform.db, id);
    const events = await this.platform.store.readStream(applicationStreamId(id));
    if (!row || events.length === 0) throw new NotFoundException();
    const audience = await this.audienceOf(caller, row);
    // Reviews live in a stream of their own; staff read them as part of the application's story.
    const reviews = await this.platform.store.readStream(reviewStreamId(id));
    const all = [...events, ...reviews].sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
    const names = await this.actorNames(new Set(all.map((event) => event.metadata.actor)), row, audience);
    return all
      .map((event) => toHistoryEntry(event, audience, (actor) => names.get(actor) ?? actor, row.user_id))
      .map((entry, index) => ({ ...entry, position: index + 1 }));
  }

  private async audienceOf(caller: AuthenticatedUser, row: ApplicationWithCourse): Promise<HistoryAudience> {
    const anonymised = (await anonymityFor(this.platform.db, caller))?.hides(row.course_id) ?? false;
    return { anonymised, seesFinances: caller.role === 'admin' };
  }

  /** Staff by their email, the applicant by name (or only as "the applicant" in anonymised review). */
  private async actorNames(actors: Set<string>, row: ApplicationWithCourse, audience: HistoryAudience) {
    const names = await apiTokenNames(this.platform.db, [...actors]);
    for (const actor of actors) {
      if (names.has(actor)) continue;
      if (actor === 'system') names.set(actor, 'the system');
      else if (actor === row.user_id && audience.anonymised) names.set(actor, 'the applicant');
      else {
        const user = await findUserById(this.platform.db, actor);
        if (!user) continue;
        names.set(actor, actor === row.user_id ? `${user.first_name} ${user.last_name} (the applicant)` : user.email);
      }
    }
    return names;
  }
}
