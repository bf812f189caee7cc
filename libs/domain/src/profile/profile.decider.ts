import {
  type Demographic,
  type DemographicChanges,
  type GeneralInfo,
  type GeneralInfoChanges,
  type Logistic,
  type LogisticChanges,
  generalInfoRuleBreak,
  mergeDemographic,
  mergeGeneralInfo,
  mergeLogistic,
  preferencesOf,
} from '@portal/contracts';
import { checkLogisticsRules } from '../applications/logistics-rules';
import { type Decider, assertNever } from '../shared/decider';
import { NotFoundError } from '../shared/domain-error';
import type { ProfileCommand } from './profile.commands';
import type { PreferenceSlot, ProfileEvent } from './profile.events';
import { type ProfileState, evolveProfile, initialProfileState } from './profile.state';
import { type RecordKind, recordToSave, sameValue } from './record-write';

const GENERAL_INFO: RecordKind<GeneralInfo, GeneralInfoChanges> = {
  notFound: 'General info not found.',
  merge: mergeGeneralInfo,
  ruleBreak: generalInfoRuleBreak,
};
const DEMOGRAPHIC: RecordKind<Demographic, DemographicChanges> = {
  notFound: 'Demographic not found.',
  merge: mergeDemographic,
};
const LOGISTIC: RecordKind<Logistic, LogisticChanges> = {
  notFound: 'Logistic not found.',
  merge: mergeLogistic,
};

/**
 * A user's profile: the three records the applications need (general info, demographic, logistic),
 * one of each, and the ranked application preferences kept on the logistic record.
 */
export const profileDecider: Decider<ProfileCommand, ProfileEvent, ProfileState> = {
  eventTypes: {
    GeneralInfoSaved: true,
    DemographicSaved: true,
    LogisticSaved: true,
    PreferredApplicationAdded: true,
    PreferencesSet: true,
  },
  initialState: initialProfileState,
  evolve: evolveProfile,

  decide(command, state) {
    const at = command.now.toISOString();
    switch (command.type) {
      case 'SaveGeneralInfo': {
        const { userId, generalInfoId, write } = command;
        const info = recordToSave(GENERAL_INFO, state.generalInfo, generalInfoId, write);
        return [{ type: 'GeneralInfoSaved', data: { userId, generalInfoId, info, savedAt: at } }];
      }
      case 'SaveDemographic': {
        const { userId, demographicId, write } = command;
        const answers = recordToSave(DEMOGRAPHIC, state.demographic, demographicId, write);
        return [{ type: 'DemographicSaved', data: { userId, demographicId, answers, savedAt: at } }];
      }
      case 'SaveLogistic': {
        const { userId, logisticId, write } = command;
        // The applications' rules first, as the save route always checked them.
        const changes = 'create' in write ? write.create : write.update;
        checkLogisticsRules(command.applications, state.logistic?.record ?? null, changes, command.now);
        const logistic = recordToSave(LOGISTIC, state.logistic, logisticId, write);
        return [{ type: 'LogisticSaved', data: { userId, logisticId, logistic, savedAt: at } }];
      }
      case 'AddPreferredApplication': {
        // Without a logistic record there is nowhere to keep it; the applicant ranks later.
        if (!state.logistic || !state.userId) return [];
        const preferences = preferencesOf(state.logistic.record);
        const free = preferences.indexOf(null);
        if (preferences.includes(command.label) || free === -1) return [];
        const slot = (free + 1) as PreferenceSlot;
        return [
          {
            type: 'PreferredApplicationAdded',
            data: { userId: state.userId, slot, label: command.label, addedAt: at },
          },
        ];
      }
      case 'SetPreferences': {
        if (!state.logistic || !state.userId) throw new NotFoundError(LOGISTIC.notFound);
        if (sameValue(preferencesOf(state.logistic.record), command.preferences)) return [];
        return [
          { type: 'PreferencesSet', data: { userId: state.userId, preferences: [...command.preferences], setAt: at } },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};
