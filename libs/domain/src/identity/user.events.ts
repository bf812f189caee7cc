import type { DomainEvent } from '../shared/decider';

/** Staff roles; an applicant is any user without one. */
export type StaffRole = 'admin' | 'reviewer';
export type SocialProvider = 'github' | 'google' | 'orcid';
export const SOCIAL_PROVIDERS: ReadonlyArray<SocialProvider> = ['github', 'google', 'orcid'];
/** What a single-use emailed token is for; also its `token_type` in the API. */
export type TokenKind = 'verification' | 'reset' | 'new_email';
export type SignInMethod = 'password' | SocialProvider;

/**
 * The events of a user account (`user-{userId}`). Names, emails, password hashes, provider ids and
 * ORCID iDs are personal data: encrypted with the user's key in the store (personal-data-policies).
 * Emailed tokens are recorded by id only; the token itself is derived with a server key (never stored).
 */
export type UserEvent =
  | DomainEvent<
      'UserRegistered',
      {
        userId: string;
        firstName: string;
        lastName: string;
        email: string;
        emailIndex: string;
        /** Null for an account created by a social sign-in, until a password is set. */
        passwordHash: string | null;
        emailVerified: boolean;
        role: StaffRole | null;
        registeredAt: string;
      }
    >
  | DomainEvent<'VerificationRequested', { userId: string; tokenId: string; expiresAt: string; requestedAt: string }>
  | DomainEvent<'EmailVerified', { userId: string; tokenId: string | null; verifiedAt: string }>
  | DomainEvent<
      'SessionStarted',
      { userId: string; sessionId: string; tokenHash: string; method: SignInMethod; startedAt: string }
    >
  | DomainEvent<'SessionEnded', { userId: string; sessionId: string; endedAt: string }>
  | DomainEvent<'PasswordResetRequested', { userId: string; tokenId: string; expiresAt: string; requestedAt: string }>
  | DomainEvent<
      'PasswordChanged',
      {
        userId: string;
        passwordHash: string;
        via: 'reset' | 'profile' | 'staff';
        tokenId: string | null;
        changedAt: string;
      }
    >
  | DomainEvent<'ProfileEdited', { userId: string; firstName?: string; lastName?: string; editedAt: string }>
  | DomainEvent<'ProfileImageChanged', { userId: string; imageName: string; changedAt: string }>
  | DomainEvent<
      'EmailChangeRequested',
      {
        userId: string;
        newEmail: string;
        newEmailIndex: string;
        tokenId: string;
        expiresAt: string;
        /** The session that asked (absent before issue 50): it stays when the change is confirmed. */
        sessionId?: string | null;
        requestedAt: string;
      }
    >
  | DomainEvent<
      'EmailChanged',
      {
        userId: string;
        email: string;
        emailIndex: string;
        previousEmailIndex: string;
        tokenId: string;
        changedAt: string;
      }
    >
  | DomainEvent<
      'SocialAccountConnected',
      {
        userId: string;
        socialAccountId: string;
        provider: SocialProvider;
        providerUid: string;
        providerUidIndex: string;
        providerEmail: string | null;
        orcid: string | null;
        connectedAt: string;
      }
    >
  | DomainEvent<
      'SocialAccountDisconnected',
      {
        userId: string;
        socialAccountId: string;
        provider: SocialProvider;
        providerUidIndex: string;
        disconnectedAt: string;
      }
    >
  | DomainEvent<'RoleGranted', { userId: string; role: StaffRole; grantedAt: string }>
  /** The person's key is destroyed with this event (crypto-shredding); it carries no personal data. */
  | DomainEvent<'PersonalDataErased', { userId: string; erasedAt: string }>
  /** Staff handed out everything held about the person (who did it is the event's actor). */
  | DomainEvent<'PersonalDataExported', { userId: string; exportedAt: string }>
  | DomainEvent<
      'EmailSent',
      {
        userId: string;
        template: string;
        causationEventId: string;
        messageId: string;
        /** Short links the email carries (`/sign-in?uid=`), resolved by `GET /api/redirect/get/{uid}/`. */
        redirectLinks: Array<{ uid: string; route: string }>;
        sentAt: string;
      }
    >;

export type UserEventType = UserEvent['type'];

export const userStreamId = (userId: string) => `user-${userId}`;
