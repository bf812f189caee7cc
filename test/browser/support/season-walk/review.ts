import type { Page } from 'playwright-core';
import { expectAccessible } from '../accessibility';
import { defined } from '../../../support/defined';
import { answerOf } from './apply';
import { type Person, fullName } from './cast';

/** The demo's reviewer (README): a staff account that may review but not decide. */
export const DEMO_REVIEWER = { email: 'reviewer@example.org', password: 'demo-reviewer-2026' };

const HELP =
  'Keys: j next, k previous, u next you have not reviewed, 1 to 5 score the highlighted criterion, ↑ and ↓ choose the criterion.';

/** The course's applications in the staff list, found with its search box (what a new reviewer types). */
export async function findCourseApplications(page: Page, courseName: string, count: number): Promise<void> {
  await page.getByRole('menuitem', { name: 'Applications' }).click();
  await page.getByPlaceholder('Name, email or course').fill(courseName);
  // The search reaches the address after a pause: the list is the course's once it has.
  await page.waitForURL((url) => url.searchParams.get('filter')?.includes(courseName) ?? false);
  await expect.poll(() => page.locator('tbody tr').filter({ hasText: courseName }).count()).toBe(count);
}

/**
 * A reviewer opens the queue of the course's applications and scores each with the keyboard alone,
 * as the queue's help says: a digit scores the highlighted criterion, ↓ moves to the next, and the
 * review saves once every criterion has a score; j goes on to the next application.
 */
export async function reviewEveryApplication(page: Page, courseName: string, applicants: Person[]): Promise<void> {
  await findCourseApplications(page, courseName, applicants.length);
  await page.getByRole('link', { name: 'Review queue' }).click();
  await page.getByText(HELP).waitFor();
  const unseen = new Set(applicants);
  for (let position = 1; position <= applicants.length; position += 1) {
    const heading = page.getByRole('heading', { name: new RegExp(`^${position} of ${applicants.length}: `) });
    await heading.waitFor();
    const shown = (await heading.textContent()) ?? '';
    const applicant = defined(
      applicants.find(
        (candidate) => unseen.has(candidate) && shown.includes(`: ${fullName(candidate)}, ${courseName}`),
      ),
      `an applicant of the walk not reviewed yet in "${shown}"`,
    );
    unseen.delete(applicant);
    // The answers being scored are beside the scores.
    await page.getByRole('region', { name: 'Answers' }).getByText(answerOf(applicant)).waitFor();
    const scores = page.getByRole('region', { name: 'Scores' });
    await scores.getByText(/keys 1 to 5 score it/).waitFor();
    const criteria = await scores.locator('legend').count();
    expect(criteria).toBeGreaterThan(0);
    if (position === 1) await expectAccessible(page, { fromTop: true });
    for (let criterion = 0; criterion < criteria; criterion += 1) {
      if (criterion > 0) await page.keyboard.press('ArrowDown');
      await page.keyboard.press(String(3 + ((position + criterion) % 3)));
    }
    await scores.getByRole('status').filter({ hasText: 'Review saved.' }).waitFor();
    await page.getByText(/, 1 review, yours among them\./).waitFor();
    await page.keyboard.press('j');
  }
  expect([...unseen]).toEqual([]);
}
