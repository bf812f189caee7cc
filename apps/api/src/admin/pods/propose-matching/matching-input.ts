import type { Logistic, TimeSlot } from '@portal/contracts';
import {
  type LowFiTrack,
  type MatchingInput,
  type MatchingStudent,
  type MatchingTa,
  type TaRolePreference,
  dataSetNamesOf,
} from '@portal/domain';
import type { Queryable } from '@portal/event-store';
import { findCourse, matchingCandidates } from '@portal/projections';

/** Slots in preference order: the preferred, the second, then the other possible ones. */
function slotsOf(logistic: Logistic | null): TimeSlot[] {
  if (!logistic) return [];
  const ordered = [logistic.preferred_time_slot, logistic.second_preferred_time_slot, ...logistic.possible_time_slots];
  return [...new Set(ordered.filter((slot): slot is TimeSlot => typeof slot === 'number'))];
}

const languagesOf = (logistic: Logistic | null): string[] =>
  logistic ? [...new Set([logistic.preferred_language, ...logistic.possible_languages])] : [];

const strings = (...values: unknown[]): string[] => [
  ...new Set(values.filter((value): value is string => typeof value === 'string' && value.length > 0)),
];

/** Who a first matching places: students who paid or had the fee waived, and approved TAs. */
const UNPLACED = { student: ['paid', 'waived_fee'], ta: ['approved'] };

/**
 * Who is to be matched in a course, from the read models (by default the unplaced, see UNPLACED; a
 * rematch asks for the matched too), each with their logistics (slots, languages) and their answers.
 */
export async function matchingInputFor(
  db: Queryable,
  courseId: string,
  statuses: { student: string[]; ta: string[] } = UNPLACED,
): Promise<MatchingInput> {
  const [rows, course] = await Promise.all([matchingCandidates(db, courseId, statuses), findCourse(db, courseId)]);
  const students: MatchingStudent[] = [];
  const tas: MatchingTa[] = [];
  for (const row of rows) {
    if (row.role === 'student')
      students.push({
        id: row.id,
        slots: slotsOf(row.logistic),
        languages: languagesOf(row.logistic),
        dataSets: strings(row.form.data_set, row.form.second_data_set),
        lowFi: (row.form.lowfi_track as LowFiTrack | undefined) ?? 'no',
        seniority: row.seniority,
      });
    else {
      const role: TaRolePreference =
        row.ta_for ?? ((row.form.prefer_being_ta_for as TaRolePreference | undefined) || 'no_preference');
      // A regular TA's form clears its slots (spec 2 §5): their logistics say when they can teach.
      const formSlots = (row.form.possible_time_slots as TimeSlot[] | undefined) ?? [];
      const slots = role === 'regular_TA' || formSlots.length === 0 ? slotsOf(row.logistic) : formSlots;
      tas.push({
        id: row.id,
        role,
        lead: Boolean(row.selected_as_lead_ta),
        slots,
        languages: languagesOf(row.logistic),
        dataSets: strings(row.form.comfortable_data_set, row.form.alternative_data_set),
        openToLowFi: Boolean(row.form.open_to_lowfi),
      });
    }
  }
  // The course's names for its data sets, so pods are named as people know the data sets (pod-names.ts).
  return { students, tas, dataSetNames: dataSetNamesOf(course?.data_sets ?? []) };
}
