/**
 * Which fields of an event type hold personal data, and whose key protects them. Declared next to the
 * event types in libs/domain; the store applies it on every append, so no event can skip it.
 */
export interface PersonalDataPolicy<Data = Record<string, unknown>> {
  subject: (data: Data) => string;
  fields: ReadonlyArray<keyof Data & string>;
}

export type PersonalDataPolicies = Readonly<Record<string, PersonalDataPolicy<any>>>;
