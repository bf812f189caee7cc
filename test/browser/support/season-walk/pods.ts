import type { Page } from 'playwright-core';
import { counted } from '@portal/contracts';
import { expectAccessible } from '../accessibility';
import { type Walker, fullName } from './cast';
import { expectListAccessible } from './decisions';
import { isCourseDashboard } from './enrolment';
import { type WalkMail, labelledLink } from './mail';

/**
 * The admin runs the course's matching on the Matching page with pod sizes that fit the people
 * enrolled (one pod of all the students), reads the proposal and applies it. Answers the pod's name.
 */
export async function matchOnePod(
  page: Page,
  course: { id: string; name: string },
  students: Walker[],
  ta: Walker,
): Promise<string> {
  await page.getByRole('menuitem', { name: 'Matching' }).click();
  await page.getByRole('cell', { name: course.name, exact: true }).click();
  await page.waitForURL(`**/admin/matching/${encodeURIComponent(course.id)}/show`);
  await page.getByText('No matching has been run for this course yet.').waitFor();
  await page.getByLabel('Minimum pod size').fill('1');
  await page.getByLabel('Target pod size').fill(String(students.length));
  await page.getByLabel('Maximum pod size').fill(String(students.length));
  await page.getByRole('button', { name: 'Run matching' }).click();
  await page.getByText('Everyone is matched.').waitFor();
  const pods = page.getByRole('region', { name: 'Pods' }).getByRole('article');
  await expect.poll(() => pods.count()).toBe(1);
  const pod = pods.first();
  const podName = ((await pod.getByRole('heading').textContent()) ?? '').trim();
  await pod.getByText(counted(students.length, 'student'), { exact: true }).waitFor();
  await pod.getByText(`TA: ${fullName(ta)}`, { exact: true }).waitFor();
  const members = pod.getByRole('list', { name: `Students of ${podName}` });
  for (const student of students) await members.getByText(fullName(student), { exact: true }).waitFor();
  await expectListAccessible(page);

  await page.getByRole('button', { name: 'Apply matching' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Apply matching' }).click();
  await page.getByText(/the pods are formed/).waitFor();
  await expectListAccessible(page);
  return podName;
}

/**
 * The person's pod email names the pod and who teaches it; its link leads to their course
 * dashboard, which shows the pod: a student's with its TA, the TA's with its students.
 */
export async function seePod(
  person: Walker,
  appUrl: string,
  mail: WalkMail,
  courseName: string,
  podName: string,
  { ta, students }: { ta: Walker; students: Walker[] },
): Promise<void> {
  const email = await mail.next(person, `You have a pod in ${courseName}`);
  expect(email.text).toContain(`The pods of ${courseName} are formed.`);
  expect(email.text).toContain(`pod ${podName} (time slot 4, `);
  expect(email.text).toContain(
    person.role === 'ta' ? 'You are the teaching assistant of pod' : `your TA is ${fullName(ta)} (${ta.email})`,
  );
  const { page } = person;
  await page.goto(labelledLink(email, 'Go to your course dashboard'));
  await page.waitForURL(isCourseDashboard(appUrl, person.role));
  if (person.role === 'ta') {
    const info = page.getByRole('region', { name: 'Pod info' });
    await info.getByText(podName).first().waitFor();
    const attendance = page.getByRole('region', { name: 'Student attendance' });
    for (const student of students) await attendance.getByText(fullName(student)).first().waitFor();
  } else {
    const pod = page.getByRole('region', { name: 'Your pod' });
    await pod.getByText(podName).first().waitFor();
    await pod.getByText(fullName(ta)).waitFor();
    const members = page.getByRole('region', { name: 'Pod members' });
    for (const student of students) await members.getByText(fullName(student)).first().waitFor();
  }
  await expectAccessible(page);
}

/**
 * On the formed matching's page, the admin runs the mentor round: the approved mentor is given the
 * pod's project group, and the round is applied.
 */
export async function matchMentor(page: Page, podName: string, mentor: Walker): Promise<void> {
  await page.getByText('No mentor round has been run for this course yet.').waitFor();
  await page.getByRole('button', { name: 'Run mentor round' }).click();
  const groups = page.getByRole('table', { name: 'Project groups' });
  // The pod's project group (named as the pod is), with the mentor proposed for it.
  const group = groups.getByRole('row').filter({ hasText: podName });
  await group.getByRole('cell', { name: fullName(mentor), exact: true }).waitFor();
  await page.getByRole('button', { name: 'Apply mentor round' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Apply mentor round' }).click();
  await page.getByText(/the groups are formed/).waitFor();
  await group.getByRole('cell', { name: fullName(mentor), exact: true }).waitFor();
  await expectListAccessible(page);
}

/** The mentor's dashboard lists the project group with its students and TA. */
export async function seeMentorGroup(mentor: Walker, { ta, students }: { ta: Walker; students: Walker[] }) {
  const { page } = mentor;
  await page.reload();
  const groups = page.getByRole('region', { name: 'Your project groups' });
  await groups.getByText(fullName(ta)).first().waitFor();
  for (const student of students) await groups.getByText(fullName(student)).first().waitFor();
  await expectAccessible(page);
}
