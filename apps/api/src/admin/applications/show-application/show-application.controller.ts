import { Controller, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type ApplicationHistoryEntry as HistoryEntry,
  applicationHistoryEntrySchema,
  staffApplicationRecordSchema,
} from '@portal/contracts';
import { applicationStreamId, reviewStreamId } from '@portal/domain';
import {
  type ApplicationWithCourse,
  emailsOfUsers,
  findApplication,
  findUserById,
  namesOfUsers,
} from '@portal/projections';
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
import { type HistoryAudience, historyEntries } from './application-history';

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
  @ApiOkResponse({
    description: "The application's events and its reviews in order, in words: who, when, what, the fields it set",
  })
  @Contract({ response: z.array(applicationHistoryEntrySchema) })
  async history(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string): Promise<HistoryEntry[]> {
    const row = await findApplication(this.platform.db, id);
    const events = await this.platform.store.readStream(applicationStreamId(id));
    if (!row || events.length === 0) throw new NotFoundException();
    const audience = await this.audienceOf(caller, row);
    // Reviews live in a stream of their own; staff read them as part of the application's story.
    const reviews = await this.platform.store.readStream(reviewStreamId(id));
    const all = [...events, ...reviews].sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
    const reviewers = all.flatMap((event) => (event.type === 'ReviewersAssigned' ? reviewerIdsOf(event.data) : []));
    const names = await this.actorNames(
      new Set([...all.map((event) => event.metadata.actor), ...reviewers]),
      row,
      audience,
    );
    const nameOf = (actor: string) => names.get(actor) ?? 'someone no longer known';
    return historyEntries(all, audience, {
      role: row.role,
      questions: row.course.questions,
      dataSetNames: new Map(row.course.data_sets.map((dataSet) => [dataSet.id, dataSet.name])),
      nameOf,
      actorName: nameOf,
      applicantId: row.user_id,
    });
  }

  private async audienceOf(caller: AuthenticatedUser, row: ApplicationWithCourse): Promise<HistoryAudience> {
    const anonymised = (await anonymityFor(this.platform.db, caller))?.hides(row.course_id) ?? false;
    return { anonymised, seesFinances: caller.role === 'admin' };
  }

  /** Staff by name (their email if they gave none), the applicant by name (only "the applicant" in anonymised review). */
  private async actorNames(actors: Set<string>, row: ApplicationWithCourse, audience: HistoryAudience) {
    const ids = [...actors].filter((actor) => actor !== 'system');
    const names = await apiTokenNames(this.platform.db, ids);
    const people = ids.filter((actor) => !names.has(actor));
    const [full, emails] = await Promise.all([
      namesOfUsers(this.platform.db, people),
      emailsOfUsers(this.platform.db, people),
    ]);
    names.set('system', 'the system');
    for (const actor of people) {
      const name = full.get(actor) ?? emails.get(actor);
      if (actor === row.user_id)
        names.set(actor, audience.anonymised ? 'the applicant' : `${name ?? 'Someone'} (the applicant)`);
      else if (name) names.set(actor, name);
    }
    return names;
  }
}

/** The reviewers an assignment names (`ReviewersAssigned`), as stored. */
const reviewerIdsOf = (data: unknown): string[] =>
  typeof data === 'object' && data !== null && 'reviewerIds' in data && Array.isArray(data.reviewerIds)
    ? data.reviewerIds.filter((id): id is string => typeof id === 'string')
    : [];
