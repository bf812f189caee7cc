import { specFor } from '../shared/testing/given-when-then';
import { type ApiTokenCommand, type ApiTokenEvent, apiTokenDecider } from './api-token';

const given = specFor(apiTokenDecider);
const now = new Date('2026-12-01T12:00:00.000Z');
const nextYear = new Date('2027-12-01T12:00:00.000Z');
const create = (change: Partial<Extract<ApiTokenCommand, { type: 'CreateApiToken' }>> = {}): ApiTokenCommand => ({
  type: 'CreateApiToken',
  tokenId: 't1',
  name: 'CRM sync',
  scopes: ['feed:read'],
  tokenHash: 'hash',
  expiresAt: nextYear,
  now,
  ...change,
});
const createdEvent: ApiTokenEvent = {
  type: 'ApiTokenCreated',
  data: {
    tokenId: 't1',
    name: 'CRM sync',
    scopes: ['feed:read'],
    tokenHash: 'hash',
    expiresAt: nextYear.toISOString(),
    createdAt: now.toISOString(),
  },
};
const revoked: ApiTokenEvent = { type: 'ApiTokenRevoked', data: { tokenId: 't1', revokedAt: now.toISOString() } };

describe('creating an API token', () => {
  it('records its name, scopes, hash and expiry', () => given([]).when(create()).then([createdEvent]));

  it('trims the name and names each scope once', () =>
    given([])
      .when(create({ name: '  CRM sync ', scopes: ['feed:read', 'feed:read'] }))
      .then([createdEvent]));

  it('refuses a blank name', () =>
    given([])
      .when(create({ name: '  ' }))
      .thenThrows('blank', 'name'));
  it('refuses a name past 100 characters', () =>
    given([])
      .when(create({ name: 'x'.repeat(101) }))
      .thenThrows('max_length', 'name'));
  it('refuses no scope at all', () =>
    given([])
      .when(create({ scopes: [] }))
      .thenThrows('empty', 'scopes'));
  it('refuses a scope it does not know', () =>
    given([])
      .when(create({ scopes: ['feed:read', 'everything'] }))
      .thenThrows('invalid', 'scopes'));
  it('refuses an expiry that is not in the future', () =>
    given([])
      .when(create({ expiresAt: now }))
      .thenThrows('invalid', 'expires_at'));
  it('refuses to create the same token twice', () => given([createdEvent]).when(create()).thenThrows('exists'));
});

describe('revoking an API token', () => {
  it('records the revocation', () => given([createdEvent]).when({ type: 'RevokeApiToken', now }).then([revoked]));
  it('refuses a second revocation', () =>
    given([createdEvent, revoked]).when({ type: 'RevokeApiToken', now }).thenThrows('revoked'));
  it('finds no token that was never created', () =>
    given([]).when({ type: 'RevokeApiToken', now }).thenThrows('not_found'));
});
