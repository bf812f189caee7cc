import type { Page } from 'playwright-core';
import { ifSet } from '../support/if-set';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { staffPage } from './support/staff';
import { applyToCourse } from './support/season-walk/apply';
import { CAST, type Person, type Walker } from './support/season-walk/cast';
import { adminCreatesAndOpensCourse, walkCourse } from './support/season-walk/course';
import { approveOne, approveWaiver, decideInBulk, expectListAccessible } from './support/season-walk/decisions';
import {
  WAIVER_REASON,
  askForWaiver,
  followDecisionEmail,
  payFullFee,
  payReducedFee,
  signTaAgreement,
} from './support/season-walk/enrolment';
import { WalkMail, labelledLink } from './support/season-walk/mail';
import { matchMentor, matchOnePod, seeMentorGroup, seePod } from './support/season-walk/pods';
import { DEMO_REVIEWER, reviewEveryApplication } from './support/season-walk/review';
import { seasonCardReads } from './support/season-walk/season-card';
import { fillProfile, signUp } from './support/season-walk/sign-up';

/**
 * Issue 57's season, walked again as new people would, in a real browser through both apps and the
 * emails: an admin creates and opens a course; three students from three countries, a TA and a mentor
 * sign up and apply; a reviewer scores them in the review queue by keyboard; the admin decides in bulk
 * with the emails previewed; the applicants follow their offer emails through the enrolment wizard
 * (one pays, one pays a reduced fee, one asks staff to waive the fee, which the admin grants) and the
 * TA signs the agreement; the admin matches a pod, and its people are emailed and see it. Every page
 * on the way is checked with axe. The steps run in order, each on what the one before left.
 */
describe('a season walked from course creation to matched pods, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let mail: WalkMail;
  let admin: Page;
  const course = walkCourse(`Neural Circuits Walk ${new Date().getUTCFullYear()}`);
  let courseId: string;
  const people = {} as Record<keyof typeof CAST, Walker>;
  /** Every application of the course: the cast's, one each. */
  const EVERYONE = Object.keys(CAST).length;

  beforeAll(async () => {
    const outcomes = await Promise.allSettled([
      startPortal('embedded').then((started) => (portal = started)),
      suiteBrowser().then((opened) => (browser = opened)),
    ]);
    for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
    appUrl = appUrlOf(portal);
    mail = new WalkMail(portal.dataDir);
  }, 150_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  /** The person's own tab, open for the rest of the walk. */
  const tabOf = async (person: Person): Promise<Walker> => {
    const page = await (await browser.newContext({ viewport: person.viewport })).newPage();
    page.setDefaultTimeout(20_000);
    return { ...person, page };
  };

  it('an admin creates the course and opens it', async () => {
    admin = await staffPage(browser, appUrl);
    courseId = await adminCreatesAndOpensCourse(admin, appUrl, course);
  }, 180_000);

  it('three students, a TA and a mentor sign up, fill their profiles and apply', async () => {
    // At the same time, each in their own browser, as people arriving in the first days would.
    await Promise.all(
      (Object.entries(CAST) as Array<[keyof typeof CAST, Person]>).map(async ([key, person]) => {
        const walker = await tabOf(person);
        people[key] = walker;
        await signUp(walker, appUrl, mail);
        await fillProfile(walker, appUrl);
        await applyToCourse(walker, appUrl, course.name);
      }),
    );
  }, 600_000);

  it('a reviewer scores every application in the review queue, by keyboard', async () => {
    const reviewer = await staffPage(browser, appUrl, { account: DEMO_REVIEWER });
    await reviewEveryApplication(reviewer, course.name, Object.values(CAST));
    await seasonCardReads(reviewer, course.name, ['5 applications: 5 applied', '5 reviewed, 0 still to review']);
    await reviewer.context().close();
  }, 180_000);

  it('the admin offers the students and the TA places, and approves the mentor, in bulk, reading the emails first', async () => {
    const { payer, waiver, reduced, ta, mentor } = people;
    await decideInBulk(admin, course.name, EVERYONE, 'Make offer', [payer, waiver, reduced, ta]);
    await expectListAccessible(admin);
    await decideInBulk(admin, course.name, EVERYONE, 'Approve', [mentor]);
  }, 120_000);

  it('each follows the email to the course: students pay, pay less or ask for a waiver, the TA signs', async () => {
    const { payer, waiver, reduced, ta, mentor } = people;
    const offered = (person: Walker, role: string) =>
      followDecisionEmail(
        person,
        appUrl,
        mail,
        `You have an offer for ${course.name}`,
        `Congratulations: we are glad to offer you a place as a ${role} in ${course.name}.`,
      );
    await offered(payer, 'student');
    await payFullFee(payer, mail);
    await offered(reduced, 'student');
    await payReducedFee(reduced, mail);
    await offered(waiver, 'student');
    await askForWaiver(waiver);
    await offered(ta, 'teaching assistant');
    await signTaAgreement(ta);
    const approval = `Your place as a mentor in ${course.name} is confirmed.`;
    await followDecisionEmail(mentor, appUrl, mail, `You are approved for ${course.name}`, approval);
    await mentor.page.getByRole('region', { name: 'Mentor information' }).getByText(course.name).waitFor();
    await expectAccessible(mentor.page);
  }, 300_000);

  it('the admin waives the fee on the Fee waivers page and approves the TA; both are told by email', async () => {
    const { waiver, ta } = people;
    await seasonCardReads(admin, course.name, ['1 on the Fee waivers page']);
    await approveWaiver(admin, course.name, waiver, WAIVER_REASON);
    const waived = await mail.next(waiver, `Your fee for ${course.name} is waived`);
    expect(waived.text).toMatch(
      new RegExp(`Your course fee of [\\d.]+ USD for ${course.name} is waived, and you are enrolled\\.`),
    );
    await waiver.page.goto(labelledLink(waived, 'Go to your course dashboard'));
    await waiver.page.getByText(/Congrats, you are officially enrolled/).waitFor();
    await expectAccessible(waiver.page);

    await approveOne(admin, course.name, EVERYONE, ta);
    const approval = `Your place as a teaching assistant in ${course.name} is confirmed.`;
    await followDecisionEmail(ta, appUrl, mail, `You are approved for ${course.name}`, approval);
    await ta.page.getByRole('heading', { name: 'Agreement signed' }).waitFor();
  }, 180_000);

  it('the admin matches a pod and its mentor; its people are emailed and see it, and the season reads so', async () => {
    const { payer, waiver, reduced, ta } = people;
    const students = [payer, reduced, waiver];
    const podName = await matchOnePod(admin, { id: courseId, name: course.name }, students, ta);
    for (const person of [...students, ta]) await seePod(person, appUrl, mail, course.name, podName, { ta, students });

    await matchMentor(admin, podName, people.mentor);
    await seeMentorGroup(people.mentor, { ta, students });
    // The waived student stays counted as waived once matched.
    await seasonCardReads(admin, course.name, [
      '5 applications: 5 matched',
      '5 (1 fee waived)',
      'None',
      '1 pod formed',
    ]);
  }, 180_000);
});
