import { MESSAGES, failedToDisconnectFrom } from '@portal/contracts';
import { type Decider, assertNever } from '../shared/decider';
import { DomainError, NotFoundError, RefusedError } from '../shared/domain-error';
import type { UserCommand } from './user.commands';
import type { TokenKind, UserEvent } from './user.events';
import { type Account, type UserState, evolveUser, initialUserState } from './user.state';

/** The messages for a token that cannot be used, by kind (the email-change page words it differently). */
const INACTIVE: Record<TokenKind, string> = {
  verification: MESSAGES.tokenIsNotActive,
  reset: MESSAGES.tokenIsNotActive,
  new_email: MESSAGES.tokenIsInactive,
};

/** An emailed token works once, before it expires, for the purpose it was issued for. */
export function checkToken(account: Account, tokenId: string, kind: TokenKind, now: Date): void {
  const token = Object.hasOwn(account.tokens, tokenId) ? account.tokens[tokenId] : undefined;
  if (!token || token.kind !== kind || token.spent) throw new DomainError('inactive', INACTIVE[kind]);
  if (now.getTime() >= Date.parse(token.expiresAt)) throw new DomainError('expired', MESSAGES.tokenHasExpired);
}

/** Every session of the account but `keep` ends: whoever knew the old password or address is signed out. */
function endOtherSessions(account: Account, keep: ReadonlyArray<string | null | undefined>, at: string): UserEvent[] {
  return Object.keys(account.sessions)
    .filter((sessionId) => !keep.includes(sessionId))
    .map((sessionId) => ({ type: 'SessionEnded', data: { userId: account.userId, sessionId, endedAt: at } }));
}

function activeAccount(state: UserState): Account {
  if (state.status !== 'active') throw new NotFoundError('User not found.');
  return state.account;
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  eventTypes: {
    UserRegistered: true,
    VerificationRequested: true,
    EmailVerified: true,
    SessionStarted: true,
    SessionEnded: true,
    PasswordResetRequested: true,
    PasswordChanged: true,
    ProfileEdited: true,
    ProfileImageChanged: true,
    EmailChangeRequested: true,
    EmailChanged: true,
    SocialAccountConnected: true,
    SocialAccountDisconnected: true,
    RoleGranted: true,
    PersonalDataErased: true,
    PersonalDataExported: true,
    EmailSent: true,
  },
  initialState: initialUserState,
  evolve: evolveUser,

  decide(command, state) {
    const at = command.now.toISOString();
    if (command.type === 'RegisterUser') {
      if (state.status !== 'none') throw new DomainError('unique', MESSAGES.emailTaken, 'email');
      const { userId, firstName, lastName, email, emailIndex, passwordHash, emailVerified, role, verification } =
        command;
      const events: UserEvent[] = [
        {
          type: 'UserRegistered',
          data: { userId, firstName, lastName, email, emailIndex, passwordHash, emailVerified, role, registeredAt: at },
        },
      ];
      if (verification && !emailVerified) {
        events.push({
          type: 'VerificationRequested',
          data: {
            userId,
            tokenId: verification.tokenId,
            expiresAt: verification.expiresAt.toISOString(),
            requestedAt: at,
          },
        });
      }
      return events;
    }
    // An export is recorded for an erased account too: what little is left was still handed out.
    if (command.type === 'RecordDataExport' && state.status === 'erased')
      return [{ type: 'PersonalDataExported', data: { userId: state.userId, exportedAt: at } }];
    if (command.type === 'ErasePersonalData' && state.status === 'erased')
      throw new RefusedError('already_erased', "This account's personal data is already erased.");
    const account = activeAccount(state);
    const userId = account.userId;
    switch (command.type) {
      case 'RequestVerification':
        if (account.emailVerified) throw new DomainError('inactive', MESSAGES.tokenIsNotActive);
        return [
          {
            type: 'VerificationRequested',
            data: {
              userId,
              tokenId: command.token.tokenId,
              expiresAt: command.token.expiresAt.toISOString(),
              requestedAt: at,
            },
          },
        ];
      case 'VerifyEmail':
        checkToken(account, command.tokenId, 'verification', command.now);
        return [{ type: 'EmailVerified', data: { userId, tokenId: command.tokenId, verifiedAt: at } }];
      case 'StartSession':
        if (command.method === 'password' && !account.emailVerified)
          throw new DomainError('unverified', MESSAGES.emailNotVerified);
        if (command.method === 'password' && account.passwordHash === null)
          throw new DomainError('invalid', MESSAGES.invalidCredentials);
        return [
          {
            type: 'SessionStarted',
            data: {
              userId,
              sessionId: command.sessionId,
              tokenHash: command.tokenHash,
              method: command.method,
              startedAt: at,
            },
          },
        ];
      case 'EndSession':
        if (!Object.hasOwn(account.sessions, command.sessionId)) return [];
        return [{ type: 'SessionEnded', data: { userId, sessionId: command.sessionId, endedAt: at } }];
      case 'RequestPasswordReset':
        return [
          {
            type: 'PasswordResetRequested',
            data: {
              userId,
              tokenId: command.token.tokenId,
              expiresAt: command.token.expiresAt.toISOString(),
              requestedAt: at,
            },
          },
        ];
      case 'ResetPassword': {
        checkToken(account, command.tokenId, 'reset', command.now);
        const events: UserEvent[] = [
          {
            type: 'PasswordChanged',
            data: { userId, passwordHash: command.passwordHash, via: 'reset', tokenId: command.tokenId, changedAt: at },
          },
        ];
        // The reset link reached the address, which proves it as well as a verification link would.
        if (!account.emailVerified)
          events.push({ type: 'EmailVerified', data: { userId, tokenId: null, verifiedAt: at } });
        return events;
      }
      case 'ChangePassword':
        return [
          {
            type: 'PasswordChanged',
            data: { userId, passwordHash: command.passwordHash, via: command.via, tokenId: null, changedAt: at },
          },
          ...endOtherSessions(account, [command.keepSessionId], at),
        ];
      case 'EditProfile': {
        const changes: { firstName?: string; lastName?: string } = {};
        if (command.firstName !== undefined && command.firstName !== account.firstName)
          changes.firstName = command.firstName;
        if (command.lastName !== undefined && command.lastName !== account.lastName)
          changes.lastName = command.lastName;
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'ProfileEdited', data: { userId, ...changes, editedAt: at } }];
      }
      case 'ChangeProfileImage':
        return [{ type: 'ProfileImageChanged', data: { userId, imageName: command.imageName, changedAt: at } }];
      case 'RequestEmailChange': {
        const { newEmail, newEmailIndex, newEmailHolder, token, requestedBySessionId } = command;
        // Taken is refused before "the same address": a reservation held by someone else wins.
        if (newEmailHolder && newEmailHolder !== userId) throw new DomainError('unique', MESSAGES.emailTaken, 'email');
        if (newEmailIndex === account.emailIndex) return [];
        return [
          {
            type: 'EmailChangeRequested',
            data: {
              userId,
              newEmail,
              newEmailIndex,
              tokenId: token.tokenId,
              expiresAt: token.expiresAt.toISOString(),
              ...(requestedBySessionId ? { sessionId: requestedBySessionId } : {}),
              requestedAt: at,
            },
          },
        ];
      }
      case 'ConfirmEmailChange': {
        checkToken(account, command.tokenId, 'new_email', command.now);
        const pending = account.pendingEmail;
        if (!pending || pending.tokenId !== command.tokenId)
          throw new DomainError('inactive', MESSAGES.tokenIsInactive);
        return [
          {
            type: 'EmailChanged',
            data: {
              userId,
              email: pending.email,
              emailIndex: pending.emailIndex,
              previousEmailIndex: account.emailIndex,
              tokenId: command.tokenId,
              changedAt: at,
            },
          },
          ...endOtherSessions(account, [pending.sessionId], at),
        ];
      }
      case 'ConnectSocialAccount': {
        const { socialAccountId, provider, providerUid, providerUidIndex, providerEmail, orcid } = command;
        const existing = Object.values(account.socialAccounts).find((social) => social.provider === provider);
        if (existing?.providerUidIndex === providerUidIndex) return [];
        if (existing)
          throw new DomainError(
            'already_connected',
            `Your account is already connected to another ${provider} account. Disconnect it first.`,
          );
        const events: UserEvent[] = [
          {
            type: 'SocialAccountConnected',
            data: {
              userId,
              socialAccountId,
              provider,
              providerUid,
              providerUidIndex,
              providerEmail,
              orcid,
              connectedAt: at,
            },
          },
        ];
        if (!account.emailVerified && command.providerEmailVerifiedIndex === account.emailIndex) {
          events.push({ type: 'EmailVerified', data: { userId, tokenId: null, verifiedAt: at } });
        }
        return events;
      }
      case 'DisconnectSocialAccount': {
        const social = Object.hasOwn(account.socialAccounts, command.socialAccountId)
          ? account.socialAccounts[command.socialAccountId]
          : undefined;
        if (!social) throw new NotFoundError('Social account not found.');
        const others = Object.keys(account.socialAccounts).length - 1;
        if (account.passwordHash === null && others === 0)
          throw new DomainError('last_sign_in_method', failedToDisconnectFrom(command.providerLabel));
        return [
          {
            type: 'SocialAccountDisconnected',
            data: {
              userId,
              socialAccountId: command.socialAccountId,
              provider: social.provider,
              providerUidIndex: social.providerUidIndex,
              disconnectedAt: at,
            },
          },
        ];
      }
      case 'GrantRole':
        if (account.role === command.role) return [];
        return [{ type: 'RoleGranted', data: { userId, role: command.role, grantedAt: at } }];
      case 'ErasePersonalData':
        if (command.actorUserId === userId) throw new RefusedError('own_account', 'You cannot erase your own account.');
        return [{ type: 'PersonalDataErased', data: { userId, erasedAt: at } }];
      case 'RecordDataExport':
        return [{ type: 'PersonalDataExported', data: { userId, exportedAt: at } }];
      default:
        return assertNever(command);
    }
  },
};
