import type { Page } from 'playwright-core';
import { counted } from '@portal/contracts';
import { expectAccessible } from '../accessibility';
import { type Person, fullName } from './cast';
import { findCourseApplications } from './review';

/**
 * axe finds nothing and nothing is wider than the window. react-admin 5.15 puts the row checkbox's
 * aria-label on MUI 9's wrapper span: those checkboxes are left out, as in staff.e2e.spec.ts.
 */
export const expectListAccessible = (page: Page): Promise<void> =>
  expectAccessible(page, { exclude: '.RaDataTable-checkbox', fromTop: true });

/** How the decision emails name a role ("as a teaching assistant in ..."). */
const ROLE_IN_EMAIL = { student: 'student', ta: 'teaching assistant', mentor: 'mentor' };

const rowOf = (page: Page, person: Person) => page.locator('tbody tr').filter({ hasText: fullName(person) });

/**
 * The admin ticks the people's rows of the course's applications, chooses the decision, reads every
 * email in the outbox before it goes (one each, addressed to them, saying what they are offered or
 * approved as) and sends them.
 */
export async function decideInBulk(
  page: Page,
  courseName: string,
  everyone: number,
  decision: 'Make offer' | 'Approve',
  people: Person[],
): Promise<void> {
  await findCourseApplications(page, courseName, everyone);
  for (const person of people) await rowOf(page, person).getByRole('checkbox').check();
  await page.getByRole('button', { name: decision, exact: true }).click();
  const outbox = page.getByRole('dialog', { name: `${decision}: ${counted(people.length, 'application')}` });
  await outbox.getByText(`${counted(people.length, 'email')} will be sent.`, { exact: false }).waitFor();
  const emails = outbox.getByRole('list', { name: 'Emails to send' }).getByRole('listitem');
  await expect.poll(() => emails.count()).toBe(people.length);
  for (const person of people) {
    const email = emails.filter({ hasText: person.email });
    const subject =
      decision === 'Make offer' ? `You have an offer for ${courseName}` : `You are approved for ${courseName}`;
    await email.getByText(subject).waitFor();
    const body = (await email.locator('pre').textContent()) ?? '';
    expect(body).toContain(`Hi ${person.firstName},`);
    expect(body).toContain(`as a ${ROLE_IN_EMAIL[person.role]} in ${courseName}`);
    expect(body).toContain('Go to your course dashboard');
  }
  await expectAccessible(page);
  await outbox.getByRole('button', { name: `Send ${counted(people.length, 'email')}`, exact: true }).click();
  await page.getByText(`${counted(people.length, 'application')} updated.`).waitFor();
}

/** One application's decision from its show page, reached from the course's list (a TA approved once they signed). */
export async function approveOne(page: Page, courseName: string, everyone: number, person: Person): Promise<void> {
  await findCourseApplications(page, courseName, everyone);
  await rowOf(page, person).getByText(fullName(person)).click();
  await page.getByRole('region', { name: 'Answers' }).waitFor();
  await expectAccessible(page, { fromTop: true });
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Approve: ${fullName(person)}` })
    .getByRole('button', { name: 'Approve' })
    .click();
  await page.getByText('Decision recorded.').waitFor();
}

/** The Fee waivers page: the student's request with their reason, approved, the student then emailed. */
export async function approveWaiver(page: Page, courseName: string, person: Person, reason: string): Promise<void> {
  await page.getByRole('menuitem', { name: 'Fee waivers' }).click();
  const row = page
    .getByRole('row')
    .filter({ hasText: courseName })
    .filter({ hasText: fullName(person) });
  await row.getByText(reason.trim().slice(0, 40)).waitFor();
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(/is enrolled in .* with no fee to pay/).waitFor();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Waive the fee' }).click();
  await page.getByText('Fee waived; the student is emailed.').waitFor();
}
