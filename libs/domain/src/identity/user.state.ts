import type { SocialProvider, StaffRole, TokenKind, UserEvent } from './user.events';
import { assertNever } from '../shared/decider';

export interface IssuedToken {
  kind: TokenKind;
  expiresAt: string;
  /** Used, or replaced by a newer token of a kind where only the newest may work (reset, new email). */
  spent: boolean;
}

export interface Account {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  emailIndex: string;
  emailVerified: boolean;
  /** Null for an account made through a provider that never set a password. */
  passwordHash: string | null;
  /** The ORCID iD of a connected ORCID account (the education records are written to it). */
  orcid: string | null;
  role: StaffRole | null;
  sessions: Record<string, true>;
  tokens: Record<string, IssuedToken>;
  pendingEmail: { email: string; emailIndex: string; tokenId: string; sessionId: string | null } | null;
  socialAccounts: Record<string, { provider: SocialProvider; providerUidIndex: string }>;
}

/** `erased`: the person's data is gone; nothing can be done with the account any more. */
export type UserState =
  { status: 'none' } | { status: 'active'; account: Account } | { status: 'erased'; userId: string };

export const initialUserState = (): UserState => ({ status: 'none' });

function issue(account: Account, tokenId: string, kind: TokenKind, expiresAt: string): Account {
  const tokens = { ...account.tokens };
  // Only the newest reset or email-change link works; every verification link works until it expires.
  if (kind !== 'verification') {
    for (const [id, token] of Object.entries(tokens)) if (token.kind === kind) tokens[id] = { ...token, spent: true };
  }
  tokens[tokenId] = { kind, expiresAt, spent: false };
  return { ...account, tokens };
}

function spend(account: Account, tokenId: string | null): Account {
  if (!tokenId || !Object.hasOwn(account.tokens, tokenId)) return account;
  return { ...account, tokens: { ...account.tokens, [tokenId]: { ...account.tokens[tokenId], spent: true } } };
}

function evolveAccount(account: Account, event: UserEvent): Account {
  switch (event.type) {
    case 'UserRegistered':
      return account;
    case 'VerificationRequested':
      return issue(account, event.data.tokenId, 'verification', event.data.expiresAt);
    case 'EmailVerified':
      return { ...spend(account, event.data.tokenId), emailVerified: true };
    case 'SessionStarted':
      return { ...account, sessions: { ...account.sessions, [event.data.sessionId]: true } };
    case 'SessionEnded': {
      const { [event.data.sessionId]: _ended, ...sessions } = account.sessions;
      return { ...account, sessions };
    }
    case 'PasswordResetRequested':
      return issue(account, event.data.tokenId, 'reset', event.data.expiresAt);
    case 'PasswordChanged': {
      const changed = { ...spend(account, event.data.tokenId), passwordHash: event.data.passwordHash };
      // A reset signs every session out: whoever had the old password must not stay signed in.
      return event.data.via === 'reset' ? { ...changed, sessions: {} } : changed;
    }
    case 'ProfileEdited':
      return {
        ...account,
        firstName: event.data.firstName ?? account.firstName,
        lastName: event.data.lastName ?? account.lastName,
      };
    case 'ProfileImageChanged':
      return account;
    case 'EmailChangeRequested': {
      const { newEmail, newEmailIndex, tokenId, expiresAt, sessionId } = event.data;
      return {
        ...issue(account, tokenId, 'new_email', expiresAt),
        pendingEmail: { email: newEmail, emailIndex: newEmailIndex, tokenId, sessionId: sessionId ?? null },
      };
    }
    case 'EmailChanged':
      return {
        ...spend(account, event.data.tokenId),
        email: event.data.email,
        emailIndex: event.data.emailIndex,
        emailVerified: true,
        pendingEmail: null,
      };
    case 'SocialAccountConnected': {
      const { socialAccountId, provider, providerUidIndex, orcid } = event.data;
      return {
        ...account,
        orcid: orcid ?? account.orcid,
        socialAccounts: { ...account.socialAccounts, [socialAccountId]: { provider, providerUidIndex } },
      };
    }
    case 'SocialAccountDisconnected': {
      const { [event.data.socialAccountId]: _gone, ...socialAccounts } = account.socialAccounts;
      return { ...account, socialAccounts, orcid: event.data.provider === 'orcid' ? null : account.orcid };
    }
    case 'RoleGranted':
      return { ...account, role: event.data.role };
    case 'EmailSent':
    case 'PersonalDataErased':
    case 'PersonalDataExported':
      return account;
    default:
      return assertNever(event);
  }
}

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const { userId, firstName, lastName, email, emailIndex, passwordHash, emailVerified, role } = event.data;
    return {
      status: 'active',
      account: {
        userId,
        firstName,
        lastName,
        email,
        emailIndex,
        emailVerified,
        passwordHash,
        orcid: null,
        role,
        sessions: {},
        tokens: {},
        pendingEmail: null,
        socialAccounts: {},
      },
    };
  }
  if (state.status !== 'active') return state;
  if (event.type === 'PersonalDataErased') return { status: 'erased', userId: event.data.userId };
  return { status: 'active', account: evolveAccount(state.account, event) };
}
