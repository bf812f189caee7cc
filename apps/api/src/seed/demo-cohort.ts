import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CourseView } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { parseApplicationForm } from '../applications/shared/application-kinds';
import { SubmitApplicationCommand } from '../applications/submit-application/submit-application.command';
import { DecideApplicationCommand } from '../admin/enrollment/decide-application/decide-application.command';
import { type EnrollmentStep, EnrollmentStepCommand } from '../enrollment/shared/enrollment-step.command';
import { ApplyMatchingCommand } from '../admin/pods/apply-matching/apply-matching.command';
import { ProposeMatchingCommand } from '../admin/pods/propose-matching/propose-matching.command';
import { demoForm } from './demo-application-forms';
import { type DemoPerson, createDemoPerson } from './demo-person';

const WAIVER = 'I am a student without income in my country; my university cannot pay course fees for me. '.repeat(3);

/**
 * Applies, gets the offer, and enrols: a student has the fee waived; a TA signs and is approved.
 * `submittedAt` backdates the application into a window that has since closed, as the generated
 * applicants' submissions are; the offer and the enrolment steps happen now.
 */
export async function enrolDemoPerson(
  platform: Platform,
  app: INestApplicationContext,
  course: CourseView,
  person: DemoPerson,
  role: 'student' | 'ta',
  submittedAt = new Date(),
) {
  const userId = await createDemoPerson(platform, app, person);
  const form = {
    ...demoForm(role, course),
    ...(role === 'ta' ? { prefer_being_ta_for: 'regular_TA', possible_time_slots: [] } : {}),
  };
  const { fields } = parseApplicationForm(role, form, false);
  const commands = app.get(CommandBus);
  const applicationId = await commands.execute(
    new SubmitApplicationCommand(userId, role, course.id, fields, submittedAt),
  );
  await commands.execute(new DecideApplicationCommand('system', applicationId, 'offer', null));
  if (role === 'ta') {
    await commands.execute(new EnrollmentStepCommand(userId, 'ta', applicationId, { type: 'SignTaAgreement' }));
    await commands.execute(new DecideApplicationCommand('system', applicationId, 'approve', null));
  } else {
    // The wizard's steps in their order: the waiver comes after the funding and hardship answers.
    const wizard: EnrollmentStep[] = [
      { type: 'AcceptRolesDocument' },
      { type: 'ConfirmSupplementalForm' },
      { type: 'AnswerFunding', funding: 'self_funded', explanation: WAIVER },
      { type: 'AnswerHardship', hardship: true, explanation: WAIVER },
      { type: 'WaiveFee', reason: WAIVER },
    ];
    for (const step of wizard)
      await commands.execute(new EnrollmentStepCommand(userId, 'student', applicationId, step));
  }
  return { userId, applicationId };
}

/** The course's pod matching, proposed and applied as staff would (pods of 3 to 6, 5 wanted). */
export async function formDemoPods(app: INestApplicationContext, courseId: string): Promise<void> {
  const commands = app.get(CommandBus);
  const proposalId = await commands.execute(
    new ProposeMatchingCommand('system', courseId, { target: 5, min: 3, max: 6 }),
  );
  await commands.execute(new ApplyMatchingCommand('system', courseId, proposalId));
}
