import { API_TOKEN_SCOPES, type ApiTokenScope } from '@portal/contracts';
import { type Decider, type DomainEvent, assertNever } from '../shared/decider';
import { DomainError, NotFoundError, RefusedError } from '../shared/domain-error';

export const API_TOKEN_NAME_MAX = 100;

export const apiTokenStreamId = (tokenId: string): string => `api-token-${tokenId}`;

/** The actor an event caused by a token names: no person's id, so history shows the token. */
export const apiTokenActor = (tokenId: string): string => `api-token:${tokenId}`;
export const apiTokenOfActor = (actor: string): string | null =>
  actor.startsWith('api-token:') ? actor.slice('api-token:'.length) : null;

export type ApiTokenEvent =
  | DomainEvent<
      'ApiTokenCreated',
      {
        tokenId: string;
        name: string;
        scopes: ApiTokenScope[];
        /** SHA-256 of the secret: the log can never authenticate anyone. */
        tokenHash: string;
        expiresAt: string;
        createdAt: string;
      }
    >
  | DomainEvent<'ApiTokenRevoked', { tokenId: string; revokedAt: string }>;

export type ApiTokenCommand =
  | {
      type: 'CreateApiToken';
      tokenId: string;
      name: string;
      scopes: string[];
      tokenHash: string;
      expiresAt: Date;
      now: Date;
    }
  | { type: 'RevokeApiToken'; now: Date };

export type ApiTokenState =
  { status: 'none' } | { status: 'active'; tokenId: string } | { status: 'revoked'; tokenId: string };

const isScope = (scope: string): scope is ApiTokenScope => (API_TOKEN_SCOPES as readonly string[]).includes(scope);

function created(command: Extract<ApiTokenCommand, { type: 'CreateApiToken' }>, state: ApiTokenState): ApiTokenEvent[] {
  if (state.status !== 'none') throw new RefusedError('exists', 'This API token exists already.');
  const name = command.name.trim();
  if (!name) throw new DomainError('blank', 'This field may not be blank.', 'name');
  if (name.length > API_TOKEN_NAME_MAX)
    throw new DomainError('max_length', `Ensure this field has no more than ${API_TOKEN_NAME_MAX} characters.`, 'name');
  const scopes = [...new Set(command.scopes)];
  if (scopes.length === 0) throw new DomainError('empty', 'Name at least one scope.', 'scopes');
  const unknown = scopes.find((scope) => !isScope(scope));
  if (unknown !== undefined) throw new DomainError('invalid', `"${unknown}" is not a scope.`, 'scopes');
  if (command.expiresAt.getTime() <= command.now.getTime())
    throw new DomainError('invalid', 'The expiry must be in the future.', 'expires_at');
  return [
    {
      type: 'ApiTokenCreated',
      data: {
        tokenId: command.tokenId,
        name,
        scopes: scopes.filter(isScope),
        tokenHash: command.tokenHash,
        expiresAt: command.expiresAt.toISOString(),
        createdAt: command.now.toISOString(),
      },
    },
  ];
}

/** One stream per token: created once, revoked once, never changed otherwise (a new scope is a new token). */
export const apiTokenDecider: Decider<ApiTokenCommand, ApiTokenEvent, ApiTokenState> = {
  eventTypes: { ApiTokenCreated: true, ApiTokenRevoked: true },
  initialState: () => ({ status: 'none' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'ApiTokenCreated':
        return { status: 'active', tokenId: event.data.tokenId };
      case 'ApiTokenRevoked':
        return { status: 'revoked', tokenId: event.data.tokenId };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateApiToken':
        return created(command, state);
      case 'RevokeApiToken':
        if (state.status === 'none') throw new NotFoundError('API token not found.');
        if (state.status === 'revoked') throw new RefusedError('revoked', 'This API token is revoked already.');
        return [{ type: 'ApiTokenRevoked', data: { tokenId: state.tokenId, revokedAt: command.now.toISOString() } }];
      default:
        return assertNever(command);
    }
  },
};
