import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../../platform/platform.module';
import { decideOnStudentCertificate } from './certificate-settlement';
import { GrantAttendanceExceptionCommand } from './grant-attendance-exception.command';

/** A student's certificate despite the attendance, for a reason staff give. */
@CommandHandler(GrantAttendanceExceptionCommand)
export class GrantAttendanceExceptionHandler implements ICommandHandler<GrantAttendanceExceptionCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, applicationId, reason }: GrantAttendanceExceptionCommand): Promise<void> {
    await decideOnStudentCertificate(this.platform, actor, applicationId, (ref) => ({
      type: 'GrantAttendanceException',
      ref,
      reason,
      now: new Date(),
    }));
  }
}
