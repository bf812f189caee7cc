import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CourseView } from '@portal/contracts';
import { feeBreakdown } from '@portal/domain';
import { feeInputsFor } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { parseApplicationForm } from '../applications/shared/application-kinds';
import { SubmitApplicationCommand } from '../applications/submit-application/submit-application.command';
import { DecideApplicationHandler } from '../enrollment/decide-application/decide-application.handler';
import { EnrollmentStepHandler } from '../enrollment/shared/enrollment-step.handler';
import { ApplyMatchingHandler } from '../pods/apply-matching/apply-matching.handler';
import { ProposeMatchingHandler } from '../pods/propose-matching/propose-matching.handler';
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
  const decide = app.get(DecideApplicationHandler);
  await decide.execute('system', applicationId, { kind: 'decide', decision: 'offer', acceptingOfferEndDate: null });
  const steps = app.get(EnrollmentStepHandler);
  if (role === 'ta') {
    await steps.execute(userId, 'ta', applicationId, (_tx, now) => ({ type: 'SignTaAgreement', userId, now }));
    await decide.execute('system', applicationId, { kind: 'decide', decision: 'approve', acceptingOfferEndDate: null });
  } else {
    // The wizard's steps in their order: the waiver comes after the funding and hardship answers.
    const wizard = [
      { type: 'AcceptRolesDocument', userId },
      { type: 'ConfirmSupplementalForm', userId },
      { type: 'AnswerFunding', userId, funding: 'self_funded', explanation: WAIVER },
      { type: 'AnswerHardship', userId, hardship: true, explanation: WAIVER },
    ] as const;
    for (const command of wizard)
      await steps.execute(userId, 'student', applicationId, (_tx, now) => ({ ...command, now }));
    await steps.execute(userId, 'student', applicationId, async (tx, now) => {
      const inputs = await feeInputsFor(tx, applicationId);
      const feeCents = inputs ? feeBreakdown(inputs).total_cents : 0;
      return { type: 'WaiveFee', userId, reason: WAIVER, feeCents, now };
    });
  }
  return { userId, applicationId };
}

/** The course's pod matching, proposed and applied as staff would (pods of 3 to 6, 5 wanted). */
export async function formDemoPods(app: INestApplicationContext, courseId: string): Promise<void> {
  const proposalId = await app.get(ProposeMatchingHandler).propose('system', courseId, { target: 5, min: 3, max: 6 });
  await app.get(ApplyMatchingHandler).apply('system', courseId, proposalId);
}
