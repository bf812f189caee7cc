import type { UserEvent } from './identity/user.events';

type DataOf<T extends UserEvent['type']> = Extract<UserEvent, { type: T }>['data'];
const ofUser = <T extends UserEvent['type']>(...fields: Array<keyof DataOf<T> & string>) => ({
  subject: (data: DataOf<T>) => data.userId,
  fields,
});

/**
 * Which fields of which events are personal data (encrypted with the person's key in the store).
 * Every event type that carries names, emails, credentials, provider identities or free texts is
 * listed here; the catalog's events carry none. Blind indexes and token ids are not personal data.
 */
export const personalDataPolicies = {
  UserRegistered: ofUser<'UserRegistered'>('firstName', 'lastName', 'email', 'passwordHash'),
  PasswordChanged: ofUser<'PasswordChanged'>('passwordHash'),
  ProfileEdited: ofUser<'ProfileEdited'>('firstName', 'lastName'),
  EmailChangeRequested: ofUser<'EmailChangeRequested'>('newEmail'),
  EmailChanged: ofUser<'EmailChanged'>('email'),
  SocialAccountConnected: ofUser<'SocialAccountConnected'>('providerUid', 'providerEmail', 'orcid'),
} as const;
