import type { Locator, Page } from 'playwright-core';
import { staffQuery as query } from '../../api/applications-fixtures';
import type { ApiClient } from '../../api/identity-client';

/** What shows on a staff page once it has loaded. */
export type Loaded = (page: Page) => Locator;

/**
 * Every resource list of the staff app as the admin sees it: each react-admin <Resource> with a table
 * in web-admin/src/App.tsx (and audit/resources.tsx). A resource added to the app belongs here.
 */
export const STAFF_LISTS = [
  'applications',
  'seasons',
  'courses',
  'matching',
  'pods',
  'megapods',
  'certificates',
  'certificate-exceptions',
  'payments',
  'fee-waivers',
  'jobs',
  'events',
  'streams',
  'projections',
  'outbox',
  'webhooks',
  'api-tokens',
];

/** The pages registered as a resource's list or a custom route (no table), each with what shows once loaded. */
export const STAFF_PAGES: Array<[string, Loaded]> = [
  ['', (page) => page.getByRole('heading', { name: /^Season\b/ })],
  ['system', (page) => page.getByRole('heading', { name: 'Health' })],
  ['as-of', (page) => page.getByLabel('As of (your local time)')],
  ['personal-data', (page) => page.getByRole('button', { name: 'Find' })],
  ['what-if', (page) => page.getByRole('button', { name: 'Replay' })],
  ['review-queue', (page) => page.locator('#queue-current').or(page.getByText('No application matches this filter.'))],
];

/** A list has loaded once its table has a row, or it shows its empty state (react-admin's or the table's own). */
export async function listLoaded(page: Page): Promise<void> {
  await page
    .locator('tbody tr, .RaEmpty-message, .RaDataTable-noResults, .RaList-noResults')
    .or(page.getByText(/^No .* (yet|found)/))
    .first()
    .waitFor();
}

/** Until no spinner is left on the page (the app bar's, a panel's): a check then sees the page as it stays. */
export async function spinnersGone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('[role="progressbar"]').length === 0);
}

/**
 * The show, edit and create pages, each opened on a record of the demo (the webhook is made here,
 * since the demo has none), with what shows once each has loaded.
 */
export async function staffRecordPages(api: ApiClient, admin: string): Promise<Array<[string, Loaded]>> {
  const first = async (resource: string, filter: Record<string, unknown> = {}) =>
    (await api.get<Array<{ id: string }>>(`/admin/${resource}?${query({ range: [0, 0], filter })}`, admin)).body[0];
  const courses = (
    await api.get<Array<{ id: string; name: string }>>(`/admin/courses?${query({ range: [0, 99] })}`, admin)
  ).body;
  const pilot = courses.find((course) => course.name === 'Neuroscience Pilot Cohort')?.id;
  const application = await first('applications', { role: 'mentor' });
  const pod = await first('pods');
  const season = await first('seasons');
  const email = await first('outbox');
  const stream = await first('streams', { q: 'application-' });
  const hook = { url: 'http://127.0.0.1:9/hooks', events: ['UserRegistered'], description: 'Mailing list' };
  const webhook = (await api.post('/admin/webhooks/', hook, admin)).body as { id: string };
  const at = new Date().toISOString();
  return [
    [`applications/${application.id}/show`, (page) => page.getByRole('region', { name: 'Answers' })],
    [`pods/${pod.id}/show`, (page) => page.locator('.RaShow-main')],
    [`outbox/${email.id}/show`, (page) => page.getByText('Text', { exact: true })],
    [`streams/${encodeURIComponent(stream.id)}/show`, (page) => page.getByText('Stream type', { exact: true })],
    // The pilot's matching: applied pods, an applied mentor round and a rematch, all on one page.
    [`matching/${pilot}/show`, (page) => page.getByText(/the groups are formed/)],
    [`webhooks/${webhook.id}/show`, (page) => page.getByText(hook.url, { exact: true })],
    [`courses/${pilot}`, (page) => page.getByLabel(/^Name/)],
    ['courses/create', (page) => page.getByLabel(/^Name/)],
    [`seasons/${season.id}`, (page) => page.getByLabel(/^Starts/)],
    ['seasons/create', (page) => page.getByLabel(/^Starts/)],
    ['webhooks/create', (page) => page.getByLabel(/^URL/)],
    // The as-of page with a record folded.
    [
      `as-of?${new URLSearchParams({ kind: 'application', id: application.id, at })}`,
      (page) => page.getByRole('heading', { name: /^Application as of / }),
    ],
  ];
}
