import type {
  DemographicChanges,
  DemographicInput,
  GeneralInfoChanges,
  GeneralInfoInput,
  LogisticChanges,
  LogisticInput,
} from '@portal/contracts';
import type { ApplicationOnCourse } from '../applications/logistics-rules';
import type { Preferences } from './profile.events';

/** A new record (every required field) or changes to the existing one, which must have the given id. */
export type RecordWrite<Input, Changes> = { create: Input } | { update: Changes };

/**
 * Commands on a user's profile. Record ids are chosen by the caller (a fresh UUID on create, the URL's
 * id on update) and the time comes in on the command: the decider stays pure.
 */
export type ProfileCommand =
  | {
      type: 'SaveGeneralInfo';
      userId: string;
      generalInfoId: string;
      write: RecordWrite<GeneralInfoInput, GeneralInfoChanges>;
      now: Date;
    }
  | {
      type: 'SaveDemographic';
      userId: string;
      demographicId: string;
      write: RecordWrite<DemographicInput, DemographicChanges>;
      now: Date;
    }
  | {
      type: 'SaveLogistic';
      userId: string;
      logisticId: string;
      write: RecordWrite<LogisticInput, LogisticChanges>;
      /** The applicant's live applications with their courses: the logistics lock and preferences read them. */
      applications: ReadonlyArray<ApplicationOnCourse>;
      now: Date;
    }
  | { type: 'AddPreferredApplication'; label: string; now: Date }
  | { type: 'SetPreferences'; preferences: Preferences; now: Date };
