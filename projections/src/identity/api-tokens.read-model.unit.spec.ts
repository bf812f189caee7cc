import { foldSpec, recorded } from '../__tests__/fold-spec';
import { apiTokensReadModel } from './api-tokens.read-model';

const { given } = foldSpec(apiTokensReadModel);
const created = recorded('ApiTokenCreated', {
  tokenId: 't1',
  name: 'CRM sync',
  scopes: ['feed:read', 'applications:read'],
  tokenHash: 'hash',
  createdAt: '2026-12-01T00:00:00.000Z',
  expiresAt: '2027-12-01T00:00:00.000Z',
});
const row = {
  token_id: 't1',
  name: 'CRM sync',
  scopes: ['feed:read', 'applications:read'],
  token_hash: 'hash',
  created_at: new Date('2026-12-01T00:00:00.000Z'),
  expires_at: new Date('2027-12-01T00:00:00.000Z'),
  revoked_at: null,
};

describe('the API tokens read model', () => {
  it('holds a created token with its scopes and expiry', () => given().when(created).then(row));
  it('keeps a revoked token, with the time of its revocation', () =>
    given(created)
      .when(recorded('ApiTokenRevoked', { tokenId: 't1', revokedAt: '2026-12-02T00:00:00.000Z' }))
      .then({ ...row, revoked_at: new Date('2026-12-02T00:00:00.000Z') }));
});
