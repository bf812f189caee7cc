import type { SignInMethod, SocialProvider, StaffRole } from './user.events';

/** A freshly issued emailed token: its id (the token itself is derived from it) and its expiry. */
export interface NewToken {
  tokenId: string;
  expiresAt: Date;
}

/** Commands on a user account. Hashes, ids and the time are computed by the caller: deciders stay pure. */
export type UserCommand =
  | {
      type: 'RegisterUser';
      userId: string;
      firstName: string;
      lastName: string;
      email: string;
      emailIndex: string;
      passwordHash: string | null;
      emailVerified: boolean;
      role: StaffRole | null;
      /** Sent when the address still needs confirming. */
      verification: NewToken | null;
      now: Date;
    }
  | { type: 'RequestVerification'; token: NewToken; now: Date }
  | { type: 'VerifyEmail'; tokenId: string; now: Date }
  | { type: 'StartSession'; sessionId: string; tokenHash: string; method: SignInMethod; now: Date }
  | { type: 'EndSession'; sessionId: string; now: Date }
  | { type: 'RequestPasswordReset'; token: NewToken; now: Date }
  | { type: 'ResetPassword'; tokenId: string; passwordHash: string; now: Date }
  | {
      type: 'ChangePassword';
      passwordHash: string;
      via: 'profile' | 'staff';
      /** The session that made the change, which stays; every other session of the person ends. */
      keepSessionId?: string | null;
      now: Date;
    }
  | { type: 'EditProfile'; firstName?: string; lastName?: string; now: Date }
  | { type: 'ChangeProfileImage'; imageName: string; now: Date }
  | {
      type: 'RequestEmailChange';
      newEmail: string;
      newEmailIndex: string;
      /**
       * Who holds the new address's reservation (`email-{index}`), when the request checks it: a new
       * request on the account page does, so the person learns at once that it is taken; a resend of
       * the pending one does not (the confirmation's claim refuses it then).
       */
      newEmailHolder?: string | null;
      /** The session asking, which stays signed in when the change is confirmed (the others end). */
      requestedBySessionId?: string | null;
      token: NewToken;
      now: Date;
    }
  | { type: 'ConfirmEmailChange'; tokenId: string; now: Date }
  | {
      type: 'ConnectSocialAccount';
      socialAccountId: string;
      provider: SocialProvider;
      providerUid: string;
      providerUidIndex: string;
      providerEmail: string | null;
      /** A provider that vouches for the email also verifies the account's own, when they are the same. */
      providerEmailVerifiedIndex: string | null;
      orcid: string | null;
      now: Date;
    }
  | { type: 'DisconnectSocialAccount'; socialAccountId: string; providerLabel: string; now: Date }
  | { type: 'GrantRole'; role: StaffRole; now: Date }
  /** By staff: never by the person erased (an admin cannot erase their own account). */
  | { type: 'ErasePersonalData'; actorUserId: string; now: Date }
  | { type: 'RecordDataExport'; now: Date };
