import { randomBytes } from 'node:crypto';
import { MESSAGES, type UserView } from '@portal/contracts';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ifSet } from '../support/if-set';
import { adminToken, staffQuery } from './applications-fixtures';
import { ApiClient } from './identity-client';
import { generalInfo, profileRequests } from './profile-fixtures';

const UNSTORABLE = [{ message: MESSAGES.textHasUnstorableCharacter, code: 'invalid' }];
/** A NUL byte and a lone surrogate (half of an emoji): text no field can store. */
const BROKEN = [
  ['a NUL byte', 'Ada\u0000'],
  ['a lone surrogate', 'Ada \ud800'],
] as const;

/**
 * Text PostgreSQL cannot store, in every kind of input: a 400 naming the field in the format of
 * docs/architecture.md §4 and nothing changed, where it was a server error (whose log line held the row).
 */
describe.each(BACKENDS)('unstorable text, on the %s deployment', (deployment) => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let ada: TestApplicant;

  beforeAll(async () => {
    portal = await openPortal(deployment);
    api = new ApiClient(portal.baseUrl);
    ada = await newApplicant(portal, api, 'Ada');
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  const { post, me } = profileRequests(
    () => api,
    () => ada,
  );

  it.each(BROKEN)('refuses a sign-up with %s in a name, and the address stays free', async (_, name) => {
    const email = `broken.${randomBytes(4).toString('hex')}@example.org`;
    const account = { last_name: 'Lovelace', email, password: 'broken-pass-1', confirm_password: 'broken-pass-1' };
    const refused = await api.post('/users/sign-up/', { ...account, first_name: name });
    expect([refused.status, refused.body]).toEqual([400, { first_name: UNSTORABLE }]);
    expect((await api.post('/users/sign-up/', { ...account, first_name: 'Ada' })).status).toBe(201);
  });

  it.each(BROKEN)('refuses a profile edit with %s, changing nothing', async (_, name) => {
    const before = (await api.get<UserView>('/users/me/', ada.token)).body;
    const refused = await api.request('PATCH', '/users/me/', { token: ada.token, json: { last_name: name } });
    expect([refused.status, refused.body]).toEqual([400, { last_name: UNSTORABLE }]);
    // The same as a form with a picture would send it (multipart fields are read inside the route). A form
    // is UTF-8, which has no lone surrogates (the client sends U+FFFD instead): only the NUL gets there.
    if (name.includes('\u0000')) {
      const form = new FormData();
      form.set('first_name', name);
      const asForm = await api.request('PATCH', '/users/me/', { token: ada.token, form });
      expect([asForm.status, asForm.body]).toEqual([400, { first_name: UNSTORABLE }]);
    }
    expect((await api.get<UserView>('/users/me/', ada.token)).body).toEqual(before);
  });

  it.each(BROKEN)('refuses general info with %s in a free text, saving nothing', async (_, text) => {
    const refused = await post('general-info', { ...generalInfo, text_about_research_and_interests: text });
    expect([refused.status, refused.body]).toEqual([400, { text_about_research_and_interests: UNSTORABLE }]);
    expect((await me()).general_info).toBeNull();
  });

  it('refuses a NUL byte in a query string by its parameter, and one in JSON there by its field', async () => {
    const admin = await adminToken(api);
    const search = await fetch(
      `${portal.baseUrl}/api/admin/applications?${staffQuery({ filter: { q: 'Ada\u0000' } })}`,
      { headers: { authorization: `Token ${admin}` } },
    );
    expect([search.status, await search.json()]).toEqual([400, { 'filter.q': UNSTORABLE }]);
    const countries = await fetch(`${portal.baseUrl}/api/initial-data/countries?search=Gh%00ana`);
    expect([countries.status, await countries.json()]).toEqual([400, { search: UNSTORABLE }]);
  });
});
