import { MASKED_TEXT } from '@portal/event-store';
import { foldSpec, recorded } from '../__tests__/fold-spec';
import { type UserRow, usersReadModel } from './users.read-model';

const { given } = foldSpec(usersReadModel);
const userId = 'user-1';
const at = new Date('2026-03-02T09:00:00.000Z');
const registered = recorded('UserRegistered', {
  userId,
  firstName: 'Ama',
  lastName: 'Owusu',
  email: 'ama@example.org',
  emailIndex: 'index-ama',
  passwordHash: 'hash',
  emailVerified: false,
  role: null,
  registeredAt: '2026-03-01T08:00:00.000Z',
});
const row: UserRow = {
  id: userId,
  email: 'ama@example.org',
  email_index: 'index-ama',
  first_name: 'Ama',
  last_name: 'Owusu',
  role: null,
  email_verified: false,
  password_hash: 'hash',
  profile_image: null,
  orcid: null,
  pending_email: null,
  registered_at: new Date('2026-03-01T08:00:00.000Z'),
  updated_at: new Date('2026-03-01T08:00:00.000Z'),
};

describe('the users read model', () => {
  it('creates the account on registration', () => given().when(registered).then(row));

  it('keeps the first registration of an id', () =>
    given(registered)
      .when(recorded('UserRegistered', { ...(registered.data as object), firstName: 'Other' }))
      .then(row));

  it('ignores a change to an account that does not exist', () =>
    given()
      .when(recorded('EmailVerified', { userId, tokenId: null, verifiedAt: at.toISOString() }))
      .then(null));

  it('edits only the names given, and stamps the change', () =>
    given(registered)
      .when(recorded('ProfileEdited', { userId, lastName: 'Mensah', editedAt: at.toISOString() }, at))
      .then({ ...row, last_name: 'Mensah', updated_at: at }));

  it('takes a changed email as verified and clears the pending one', () =>
    given(registered, recorded('EmailChangeRequested', { userId, newEmail: 'new@example.org' }, at))
      .when(recorded('EmailChanged', { userId, email: 'new@example.org', emailIndex: 'index-new' }, at))
      .then({ ...row, email: 'new@example.org', email_index: 'index-new', email_verified: true, updated_at: at }));

  it('keeps the ORCID iD of a connected ORCID account until it is disconnected', () => {
    const connected = recorded('SocialAccountConnected', { userId, provider: 'orcid', orcid: '0000-0001' }, at);
    given(registered)
      .when(connected)
      .then({ ...row, orcid: '0000-0001', updated_at: at });
    given(registered, connected)
      .when(recorded('SocialAccountDisconnected', { userId, provider: 'github' }, at))
      .then({ ...row, orcid: '0000-0001', updated_at: at });
    given(registered, connected)
      .when(recorded('SocialAccountDisconnected', { userId, provider: 'orcid' }, at))
      .then({ ...row, orcid: null, updated_at: at });
  });

  it('masks the person and frees the email index on erasure, leaving the time of the last change', () =>
    given(registered, recorded('RoleGranted', { userId, role: 'reviewer' }, at))
      .when(recorded('PersonalDataErased', { userId, erasedAt: '2026-04-01T00:00:00.000Z' }))
      .then({
        ...row,
        role: 'reviewer',
        email: MASKED_TEXT,
        first_name: MASKED_TEXT,
        last_name: MASKED_TEXT,
        email_index: `erased-${userId}`,
        password_hash: null,
        updated_at: at,
      }));
});
