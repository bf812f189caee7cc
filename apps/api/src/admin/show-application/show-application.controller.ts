import { Controller, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { applicationStreamId, reviewStreamId } from '@portal/domain';
import { findApplication, findUserById } from '@portal/projections';
import type { Platform } from '@portal/worker';
import { dashboardView } from '../../enrollment/shared/dashboard-view';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { PLATFORM } from '../../platform/platform.module';
import { ANONYMISED_NAME, anonymityFor } from '../shared/applicant-anonymity';
import { answeredQuestions } from './application-answers';
import { type HistoryEntry, toHistoryEntry } from './application-history';

/** One application as staff review it, and its stream's history (reviewers and admins). */
@ApiTags('admin')
@Controller('admin/applications')
@Access('reviewer')
export class ShowApplicationController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get(':id')
  @ApiOkResponse({ description: 'The application, its applicant and its answers' })
  async show(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string) {
    const row = await findApplication(this.platform.db, id);
    if (!row) throw new NotFoundException();
    const anonymised = (await anonymityFor(this.platform.db, caller))?.hides(row.course_id) ?? false;
    const user = anonymised ? null : await findUserById(this.platform.db, row.user_id);
    return {
      ...(await dashboardView(this.platform.db, row)),
      role: row.role,
      applicant: {
        id: row.user_id,
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
  async history(@Param('id') id: string): Promise<HistoryEntry[]> {
    const events = await this.platform.store.readStream(applicationStreamId(id));
    if (events.length === 0) throw new NotFoundException();
    // Reviews live in a stream of their own; staff read them as part of the application's story.
    const reviews = await this.platform.store.readStream(reviewStreamId(id));
    return [...events, ...reviews]
      .sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime())
      .map(toHistoryEntry)
      .map((entry, index) => ({ ...entry, position: index + 1 }));
  }
}
