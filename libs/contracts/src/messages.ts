/**
 * Every message the spec shows to a user, word for word (typos included: they are the contract).
 * Grouped by where they appear; the UI and the API both take them from here.
 */
export const MESSAGES = {
  requiredFieldsMissing: 'Required fields missing',
  anErrorAppeared: 'An error appeared',
  applicationCreationLimit: 'Application creation limit reached.',
  thisFieldIsRequired: 'This field is required.',
  thisFieldIsRequiredNoStop: 'This field is required',
  requiredField: 'Required field',
  passwordsDontMatch: 'Passwords don`t match',
  applicationsAreNotOpen: 'Applications are not open',
} as const;

export type MessageKey = keyof typeof MESSAGES;
