import type { UserEvent } from './identity/user.events';
import type { ProfileEvent } from './profile/profile.events';
import type { ApplicationEvent } from './applications/application.events';

type PersonalEvent = UserEvent | ProfileEvent | ApplicationEvent;
type DataOf<T extends PersonalEvent['type']> = Extract<PersonalEvent, { type: T }>['data'];
const ofUser = <T extends PersonalEvent['type']>(...fields: Array<keyof DataOf<T> & string>) => ({
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
  // Whole records, encrypted as one JSON value: every answer in them is about the person.
  GeneralInfoSaved: ofUser<'GeneralInfoSaved'>('info'),
  DemographicSaved: ofUser<'DemographicSaved'>('answers'),
  // An application's free texts and residing country (applications/application.decider.ts PERSONAL_FORM_FIELDS).
  ApplicationSubmitted: ofUser<'ApplicationSubmitted'>('personal'),
  ApplicationUpdated: ofUser<'ApplicationUpdated'>('personal'),
  // The enrollment wizard's explanations and the waiver's reason.
  FundingAnswered: ofUser<'FundingAnswered'>('explanation'),
  HardshipAnswered: ofUser<'HardshipAnswered'>('explanation'),
  FeeWaived: ofUser<'FeeWaived'>('reason'),
  FeeWaiverRequested: ofUser<'FeeWaiverRequested'>('reason'),
  // Staff's words to the student on why the waiver was refused: about the person.
  FeeWaiverRefused: ofUser<'FeeWaiverRefused'>('reason'),
  HardshipReductionRefused: ofUser<'HardshipReductionRefused'>('reason'),
  // Staff's reason a student or TA dropped out.
  DroppedOut: ofUser<'DroppedOut'>('reason'),
  // Staff's reason for letting a student's absences pass.
  AttendanceExceptionGranted: { subject: (data: { userId: string }) => data.userId, fields: ['reason'] },
  // A reviewer's notes are about the applicant.
  ReviewRecorded: { subject: (data: { userId: string }) => data.userId, fields: ['notes'] },
  // A reviewer's own words: a filter's name and its search text may name someone.
  ReviewFilterSaved: { subject: (data: { reviewerId: string }) => data.reviewerId, fields: ['name', 'filter'] },
  // A pod's meeting login is a secret, sealed with a key of the pod's own.
  PodMeetingSet: { subject: (data: { podId: string }) => `pod-${data.podId}`, fields: ['loginEmail', 'emailPassword'] },
} as const;
