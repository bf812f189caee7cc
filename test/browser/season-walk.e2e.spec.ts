import type { Page } from 'playwright-core';
import { ifSet } from '../support/if-set';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { staffPage } from './support/staff';
import { applyToCourse } from './support/season-walk/apply';
import { CAST, type Person, type Walker } from './support/season-walk/cast';
import { adminCreatesAndOpensCourse, walkCourse } from './support/season-walk/course';
import { WalkMail } from './support/season-walk/mail';
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
  const course = walkCourse(`Season walk ${new Date().getUTCFullYear()}`);
  let courseId: string;
  const people = {} as Record<keyof typeof CAST, Walker>;

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
    admin = await staffPage(browser, appUrl, { timezoneId: 'UTC' });
    courseId = await adminCreatesAndOpensCourse(admin, appUrl, course);
    expect(courseId).toMatch(/\S/);
  }, 180_000);

  it('three students, a TA and a mentor sign up, fill their profiles and apply', async () => {
    for (const [key, person] of Object.entries(CAST) as Array<[keyof typeof CAST, Person]>) {
      const walker = await tabOf(person);
      people[key] = walker;
      await signUp(walker, appUrl, mail);
      await fillProfile(walker, appUrl);
      await applyToCourse(walker, appUrl, course.name);
    }
  }, 600_000);
});
