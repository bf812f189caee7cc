import { Controller, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { applicationStreamId } from '@portal/domain';
import { findApplication, findUserById } from '@portal/projections';
import type { Platform } from '@portal/worker';
import { dashboardView } from '../../enrollment/shared/dashboard-view';
import { Access } from '../../identity/access/access.decorator';
import { PLATFORM } from '../../platform/platform.module';
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
  async show(@Param('id') id: string) {
    const row = await findApplication(this.platform.db, id);
    if (!row) throw new NotFoundException();
    const user = await findUserById(this.platform.db, row.user_id);
    return {
      ...(await dashboardView(this.platform.db, row)),
      role: row.role,
      applicant: {
        id: row.user_id,
        first_name: user?.first_name ?? '',
        last_name: user?.last_name ?? '',
        email: user?.email ?? '',
      },
      answered_questions: answeredQuestions(row.form.answers, row.course.questions),
    };
  }

  @Get(':id/history')
  @ApiOkResponse({ description: "The application stream's events in order, each with its acting user" })
  async history(@Param('id') id: string): Promise<HistoryEntry[]> {
    const events = await this.platform.store.readStream(applicationStreamId(id));
    if (events.length === 0) throw new NotFoundException();
    return events.map(toHistoryEntry);
  }
}
