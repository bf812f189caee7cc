import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@portal/domain';
import type { Platform } from '@portal/platform';
import type { BulkOutcome } from '../../enrollment/decide-application/decide-application.handler';
import { PLATFORM } from '../../../platform/platform.module';
import { decideOnStudentCertificate } from './certificate-settlement';
import { MarkSurveysCommand } from './mark-surveys.command';

/** The survey's respondents; each application in its own transaction, so one unknown id does not undo the others. */
@CommandHandler(MarkSurveysCommand)
export class MarkSurveysHandler implements ICommandHandler<MarkSurveysCommand, BulkOutcome[]> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, applicationIds }: MarkSurveysCommand): Promise<BulkOutcome[]> {
    const outcomes: BulkOutcome[] = [];
    for (const id of [...new Set(applicationIds)]) {
      try {
        await decideOnStudentCertificate(this.platform, actor, id, (ref) => ({
          type: 'MarkSurveyCompleted',
          ref,
          now: new Date(),
        }));
        outcomes.push({ id, ok: true });
      } catch (error) {
        if (!(error instanceof DomainError || error instanceof NotFoundException)) throw error;
        const detail = error instanceof DomainError ? error.message : 'Application not found.';
        outcomes.push({ id, ok: false, error: { code: 'not_found', detail } });
      }
    }
    return outcomes;
  }
}
