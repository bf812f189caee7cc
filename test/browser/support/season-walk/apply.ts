import { MESSAGES } from '@portal/contracts';
import { expectAccessible } from '../accessibility';
import { fillMentorForm, fillStudentForm, fillTaForm, openApplicationForm } from '../application-form';
import type { Person, Walker, WalkRole } from './cast';
import { openFromMenu } from './sign-up';

const APPLY_LINKS: Record<WalkRole, string> = {
  student: 'Apply as student.',
  ta: 'Apply as teaching assistant.',
  mentor: 'Apply as mentor.',
};

const ROLE_WORDS: Record<WalkRole, string> = { student: 'Student', ta: 'Teaching assistant', mentor: 'Mentor' };

/** An answer of the person's application that staff read back: the student's motivation, the TA's background, the mentor's ideas. */
export const answerOf = (person: Person): string =>
  person.role === 'student'
    ? `I come from ${person.countryOfOrigin} and want to model neural circuits.`
    : person.role === 'ta'
      ? 'Taught calculus.'
      : 'Decode choices from population activity.';

/** From the applications page through the course's apply link to a submitted application, listed as applied. */
export async function applyToCourse(person: Walker, appUrl: string, courseName: string): Promise<void> {
  const { page } = person;
  await openFromMenu(page, person, 'Applications');
  await page.waitForURL(`${appUrl}/applications`);
  await page.getByRole('article', { name: courseName }).getByRole('link', { name: APPLY_LINKS[person.role] }).waitFor();
  await expectAccessible(page);
  await openApplicationForm(page, courseName, APPLY_LINKS[person.role]);
  if (person.role === 'student') await fillStudentForm(page, answerOf(person), person.livesIn);
  else if (person.role === 'ta') await fillTaForm(page, person.livesIn);
  else await fillMentorForm(page, person.livesIn);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.getByText(MESSAGES.applicationIsSubmitted).waitFor();
  await page.waitForURL(`${appUrl}/applications`);
  const row = page.getByRole('row').filter({ hasText: courseName }).filter({ hasText: ROLE_WORDS[person.role] });
  await row.getByText('Applied', { exact: true }).waitFor();
}
