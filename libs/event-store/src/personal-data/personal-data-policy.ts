/**
 * Which fields of an event type hold personal data, and whose key protects them. Declared next to the
 * event types in libs/domain; the store applies it on every append, so no event can skip it.
 */
export interface PersonalDataPolicy<Data = Record<string, unknown>> {
  subject: (data: Data) => string;
  fields: ReadonlyArray<keyof Data & string>;
}

// Each policy is typed for its own event's data, which a single table cannot name (issue 21: left to type).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PersonalDataPolicies = Readonly<Record<string, PersonalDataPolicy<any>>>;
