import { MESSAGES } from '@portal/contracts';

/** Codes the API (and the form's own check) give a missing value (spec 1 §5). */
const REQUIRED_CODES = ['required', 'null', 'blank', 'empty'];

/**
 * The snackbar for a form with problems, from each field's code: the spec's own snackbars for the
 * project preferences, the TA slots and the technical table once nothing required is missing (spec 1 §5).
 */
export const snackbarForProblems = (codes: Record<string, string | undefined>): string => {
  if (codes.second_data_set === 'unique') return MESSAGES.duplicateProjectPreferences;
  const all = Object.values(codes);
  // A missing answer comes before the slot and table rules (spec 1 §5): an empty TA form is not about its slots.
  if (all.some((code) => code !== undefined && REQUIRED_CODES.includes(code))) return MESSAGES.requiredFieldsMissing;
  if (codes.possible_time_slots === 'min_length') return MESSAGES.selectAtleastTwoTimeslots;
  if (all.includes('table_fields_missing')) return MESSAGES.tableFieldsMissing;
  return MESSAGES.anErrorAppeared;
};
