import { type CertificateType, SURVEY_RULE_FROM, type TaFor } from '@portal/contracts';

/** Spec 2 §9: 'Students may have 2 absences and still qualify for a certificate.' */
export const MAX_ABSENCE_DAYS = 2;
/** Sums of fractions such as 0.1 are not exact; a hair above 2 is still 2. */
const EPSILON = 1e-9;

/** Absence-days = Σ(1 − percentage) over the course's weekdays; a day nobody changed counts as present. */
export function absenceDays(days: readonly string[], percentageOn: (day: string) => number | undefined): number {
  return days.reduce((sum, day) => sum + (1 - (percentageOn(day) ?? 1)), 0);
}

export interface StudentRecord {
  completedCourse: boolean;
  completedProject: boolean;
  absenceDays: number;
  /** Staff's exception: the absences do not count (docs/architecture.md §5). */
  attendanceException: boolean;
}

/** The TA's completion mark and at most two absence-days; the project mark adds the project. */
export function studentCertificateType(record: StudentRecord): CertificateType | null {
  if (!record.completedCourse) return null;
  if (!record.attendanceException && record.absenceDays > MAX_ABSENCE_DAYS + EPSILON) return null;
  return record.completedProject ? 'completed_the_course_and_project' : 'completed_the_course';
}

/** A TA's certificate follows their role: lead, project or regular (spec 2 §4 "TA"). */
export function taCertificateType(selectedAsLeadTa: boolean, taFor: TaFor | null): CertificateType {
  if (selectedAsLeadTa) return 'lead_ta_certificate';
  return taFor === 'project_TA' ? 'project_ta_certificate' : 'ta_certificate';
}

/** Spec 1 §5: certificates created after 2024-01-01 are shown only once the survey is done. */
export function certificateAvailable(issuedAt: string, completedSurvey: boolean): boolean {
  return completedSurvey || Date.parse(issuedAt) <= Date.parse(SURVEY_RULE_FROM);
}
