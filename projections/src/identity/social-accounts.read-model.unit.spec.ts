import { foldSpec, recorded } from '../__tests__/fold-spec';
import { socialAccountsReadModel } from './social-accounts.read-model';

const { given } = foldSpec(socialAccountsReadModel);
const connected = (providerUidIndex: string, connectedAt: string) =>
  recorded('SocialAccountConnected', {
    userId: 'user-1',
    socialAccountId: 'social-1',
    provider: 'github',
    providerUid: '123',
    providerUidIndex,
    providerEmail: null,
    orcid: null,
    connectedAt,
  });
const row = {
  id: 'social-1',
  user_id: 'user-1',
  provider: 'github',
  provider_uid_index: 'uid-index',
  connected_at: new Date('2026-02-01T00:00:00.000Z'),
};

describe('the social_accounts read model', () => {
  it('links a connected account, keeping its first connection', () => {
    given().when(connected('uid-index', '2026-02-01T00:00:00.000Z')).then(row);
    given(connected('uid-index', '2026-02-01T00:00:00.000Z'))
      .when(connected('other', '2026-02-03T00:00:00.000Z'))
      .then(row);
  });

  it('unlinks a disconnected account', () =>
    given(connected('uid-index', '2026-02-01T00:00:00.000Z'))
      .when(
        recorded('SocialAccountDisconnected', { userId: 'user-1', socialAccountId: 'social-1', provider: 'github' }),
      )
      .then(null));
});
