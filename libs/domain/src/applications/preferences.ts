import { MESSAGES } from '@portal/contracts';
import { DomainError } from '../shared/domain-error';

/**
 * The ranked preferences against the applicant's current applications (spec 1 §5 "Preferences"): one
 * slot filled per current application, from the top; each one of those applications' labels; no label
 * twice. Each rule has its own code so the UI can show 'Missing preferences', 'Misconfigured
 * preferences' or 'Duplicate preferences'.
 */
export function checkPreferences(preferences: ReadonlyArray<string | null>, currentLabels: readonly string[]): void {
  const field = (rank: number) => `preferred_application_${rank + 1}`;
  for (let rank = 0; rank < currentLabels.length && rank < preferences.length; rank++) {
    if (!preferences[rank])
      throw new DomainError('missing_preference', MESSAGES.pleaseFillOutYourPreference, field(rank));
  }
  const seen = new Set<string>();
  for (const [rank, label] of preferences.entries()) {
    if (!label) continue;
    if (!currentLabels.includes(label))
      throw new DomainError('misconfigured_preference', MESSAGES.chooseCurrentApplications, field(rank));
    if (seen.has(label)) throw new DomainError('duplicate_preference', MESSAGES.preferencesMustBeUnique, field(rank));
    seen.add(label);
  }
}
