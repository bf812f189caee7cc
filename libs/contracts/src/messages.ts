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

  // Accounts (spec 1 §2, §8; spec 2 §7, §8)
  confirmationMessageSent: 'Confirmation message has been sent to your email',
  instructionsWillBeSent: 'Instructions will be sent to your email address',
  instructionsHaveBeenSent: 'Instructions have been sent',
  passwordHasBeenReset: 'Password has been reset',
  tokenHasExpired: 'Your token has expired',
  tokenIsNotActive: 'Your token is not active',
  tokenIsInactive: 'Your token is inactive',
  verificationTokenExpired: 'Your token has expired. Click the button below to resend your verification email.',
  emailHasBeenSent: 'Email has been sent',
  emailHasBeenChanged: 'Email has been changed',
  profileHasBeenUpdated: 'Profile has been updated',
  profileUpdatedConfirmEmail:
    'Profile updated. Please confirm your change of email using your new email address for the changes to take effect.',
  welcomeNotice: 'To unlock applications, please first fill out/update your profile and logistics information',
  failedToConnectGithub: 'Failed to connect to github',
  failedToConnectGoogle: 'Failed to connect to google',
  failedToConnectOrcid: 'Failed to connect to ORCID',

  // Accounts: the server's own messages, where the spec shows none (docs/decisions.md)
  invalidCredentials: 'Unable to log in with provided credentials.',
  emailNotVerified: 'Please verify your email address first: use the link in the email we sent you.',
  emailTaken: 'A user with that email already exists.',
  passwordTooShort: 'This password is too short. It must contain at least 8 characters.',
  passwordTooLong: 'This password is too long. It must contain at most 128 characters.',
  invalidEmail: 'Enter a valid email address.',
  tooManySignInAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  permissionDenied: 'You do not have permission to perform this action.',
  loggedOut: 'Successfully logged out.',
  profileImageType: 'Upload a valid image: only .jpg, .jpeg and .png files are accepted.',
  profileImageTooLarge: 'The image is too large: at most 5 MB.',
  // The server's own (docs/decisions.md, issue 50): the spec names no pixel limit.
  profileImageDimensions: 'The image is too large: at most 4096 × 4096 pixels.',
  profileImageUnreadable: 'The image could not be read: upload a complete .jpg, .jpeg or .png file.',

  // Profile: general info, demographics, logistics (spec 1 §5; spec 2 §5, §8)
  selectYearEarned: 'Please select the year you earned the above degree.',
  selectUsState: 'Please select the current US state in which you reside.',
  comfortableInEnglish: 'You must be comfortable in English to apply.',
  logisticsUpdated: 'Logistics updated',
  // Profile: the server's own messages, where the spec shows none (docs/decisions.md)
  mustBeAdult: 'You must be 18 or older to take part.',
  selectValidChoice: 'Select a valid choice.',
  enterValidUrl: 'Enter a valid URL.',
  // Not the spec's: a NUL byte or a lone surrogate (half of an emoji's UTF-16 pair), which no text can store.
  textHasUnstorableCharacter:
    'This text holds a character that cannot be stored (a NUL byte or half of an emoji). Remove it and try again.',
  profileRecordExists: 'This record already exists: update it instead.',

  // Applications (spec 1 §4, §5, §7, §8; spec 2 §5, §8)
  applicationIsSubmitted: 'Application is submitted',
  applicationIsUpdated: 'Application is updated',
  youCantWithdrawNow: "You can't withdraw now",
  youCannotPerformThisAction: 'You cannot perform this action',
  projectPreferencesMustBeUnique: 'Project preferences must be unique',
  duplicateProjectPreferences: 'Duplicate preferences for the group project',
  selectTwoTimeslots: 'Please select 2 timeslots or change preference above to regular TA.',
  selectAtleastTwoTimeslots: 'Please select atleast 2 timeslots',
  tableFieldsMissing: 'Table fields missing',
  deadlineEnded: 'Application deadline has passed.',
  enrolledDeadlineEnded: 'Enrollment deadline has passed.',
  profileNotFilled: 'Please fill out your profile/logistics first.',
  profileNotUpdated: 'Please update your profile/logistics first.',
  applicationAlreadySended: 'Application is already sent.',
  acceptedOtherApplication: 'Other application is already accepted.',
  pleaseFillOutYourPreference: 'Please fill out your preference',
  chooseCurrentApplications: 'Please choose your preference for current appilcations',
  preferencesMustBeUnique: 'Preferences must be unique',
  missingPreferences: 'Missing preferences',
  misconfiguredPreferences: 'Misconfigured preferences',
  duplicatePreferences: 'Duplicate preferences',
  preferencesUpdated: 'Preferences updated',

  // Applications: the server's own messages, where the spec shows none (docs/decisions.md)
  applicationCannotBeEdited: 'This application can no longer be edited.',
  courseNotFound: 'Select a valid course.',
  invalidDataSet: 'Select one of the course’s data sets.',
  logisticsLocked: 'Logistics can no longer be changed: every application deadline has passed.',

  // Enrollment (spec 2 §5, §8)
  minimumLength200: 'Mininimum length is 200 characters',
  mustSelectOneOption: 'Must select one option',
  confirmRolesDocument: 'Please confirm that you have read the rules and responsibilities document',
  zeroCourseFee: '$0 USD Course Fee - cannot legally pay',
  // Enrollment: the server's own messages, where the spec shows none (docs/decisions.md)
  customAmountMinimum: 'Ensure this value is greater than or equal to 2.',
  wholeDollars: 'Enter a whole number of dollars.',
  customAmountAboveFee: 'A custom amount cannot be more than the fee.',
  payWhatYouCanNotOffered: 'Pay what you can is not offered for this application.',
  feeAlreadySettled: 'The fee of this application is already settled.',
  offerMustEndInFuture: 'The offer must end in the future.',

  // Payments: the server's own messages, where the spec shows none (docs/decisions.md)
  returnUrlNotOnPortal: 'The return address must be a page of this portal.',
  paymentsUnavailable: 'Card payments are not available at the moment.',
  // Staff outbox: what a previewed email shows in place of a sign-in, reset or verification token.
  tokenHiddenInPreview: 'hidden-sent-to-the-recipient-only',
  invalidStripeSignature: 'The Stripe signature of this request does not match.',

  // Pods, attendance, certificates, course content (spec 2 §2, §5, §8; spec 1 §4, §8)
  attendanceBetweenOneAndZero: 'Please choose a value between 1 and 0',
  contentPasswordNotice: 'For students with issues viewing course content only!',
  downloadStarted: 'Download started.',
  noCertificates: 'No certificates',
  completeSurveyFirst: 'Please complete your end of course survey and wait up to 48hrs to recieve your certificate.',
  publishedToOrcid: 'Published to Orcid',
  removedFromOrcid: 'Removed from Orcid',
  // Pods and certificates: the server's own messages, where the spec shows none (docs/decisions.md)
  notThisPodsTa: 'Only a TA of this pod can do this.',
  notInThisPod: 'This person is not a student of this pod.',
  attendanceOutsideCourse: 'This day is not a course day of this pod.',
  studentDroppedOut: 'This student has dropped out: their attendance and completion are no longer recorded.',
  wrongContentPassword: 'The password is not correct.',
  tooManyContentPasswordAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  contentLocked: 'Course content is for enrolled participants: enter the course content password.',
  orcidNotConnected: 'Connect your ORCID account first (Account, Edit Profile).',
  orcidRefused: 'ORCID refused the request: connect your ORCID account again and retry.',
  orcidUnavailable: 'ORCID cannot be reached at the moment. Please try again later.',
  certificateNotAvailable: 'This certificate is not available yet.',
  alreadyPublishedToOrcid: 'This certificate is already on your ORCID record.',
} as const;

/** 'Successfully disconnected from {provider}' and its failure, as the spec words them. */
export const disconnectedFrom = (provider: string) => `Successfully disconnected from ${provider}`;
export const failedToDisconnectFrom = (provider: string) =>
  `Failed to disconnect from ${provider}. Make sure you have a password set first.`;
export const failedToConnectTo = (provider: 'github' | 'google' | 'orcid') =>
  ({
    github: MESSAGES.failedToConnectGithub,
    google: MESSAGES.failedToConnectGoogle,
    orcid: MESSAGES.failedToConnectOrcid,
  })[provider];

export type MessageKey = keyof typeof MESSAGES;

/** An enrollment step taken before the one it needs (issue 19): the server names the missing step. */
export const ENROLLMENT_STEP_MISSING = {
  roles_document: 'Please accept the rules and responsibilities document first.',
  supplemental_form: 'Please confirm the supplemental form first.',
  funding: 'Please answer the funding question first.',
  hardship: 'Please answer the hardship question first.',
  ta_agreement: 'The TA agreement has not been signed yet.',
} as const;
export type EnrollmentStepName = keyof typeof ENROLLMENT_STEP_MISSING;

/** The pay-what-you-can amount chosen earlier is above the fee as it now stands (issue 19). */
export const chosenAmountAboveFee = (fee: string) =>
  `The amount you chose is more than your fee of ${fee} now. Please choose the amount you can pay again.`;

/** The TA contractor agreement a course shows when its staff wrote none of their own (issue 19). */
export const DEFAULT_TA_AGREEMENT = [
  'Teaching assistant contractor agreement',
  'You work as an independent contractor for the duration of the course: about 40 hours a week while it runs, plus the 2 days of teaching assistant training before it starts (lead TAs attend 1–2 hours more).',
  'You lead your pod’s tutorials in your time slot, record your students’ attendance each day, and mark their course and project completion at the end.',
  'You follow the code of conduct, keep your students’ personal data to the course’s own use, and tell the organisers at once if you cannot attend a day.',
  'Your pay and its schedule are those of the offer email; it is paid after the course once attendance and completion are recorded.',
].join('\n\n');

/** A verification link that worked says so on the sign-in page it leads to (issue 19; the spec gives no words). */
export const EMAIL_VERIFIED_NOTICE = 'Your email is verified. You can sign in now.';
