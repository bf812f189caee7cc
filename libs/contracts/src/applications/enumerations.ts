/** The application enumerations of both spec documents, word for word (spec 1 §3, §4; spec 2 §3). */

export const APPLICATION_ROLES = ['student', 'ta', 'mentor'] as const;
export type ApplicationRole = (typeof APPLICATION_ROLES)[number];

export const APPLICATION_STATUSES = [
  'applied',
  'accepted',
  'rejected',
  'paid',
  'waived_fee',
  'matched',
  'declined',
  'dismissed',
  'approved',
  'waitlist',
  'dropped_out',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What staff may decide on an application of each role (docs/architecture.md §5.4). */
export const STAFF_DECISIONS: Record<ApplicationRole, readonly ApplicationStatus[]> = {
  student: ['accepted', 'rejected', 'waitlist', 'dismissed'],
  ta: ['accepted', 'rejected', 'waitlist', 'dismissed', 'approved'],
  mentor: ['approved', 'rejected', 'waitlist', 'dismissed'],
};

/** What `POST /api/admin/applications/{id}/decide` takes, and which role each applies to. */
export const STAFF_DECISION_KINDS = ['offer', 'reject', 'waitlist', 'dismiss', 'approve'] as const;
export type StaffDecisionKind = (typeof STAFF_DECISION_KINDS)[number];

/**
 * Which decisions apply to which role (docs/architecture.md §5.4): the decider
 * enforces it and the staff app offers exactly these, so both read this one table.
 */
export const STAFF_DECISION_KINDS_BY_ROLE: Record<ApplicationRole, readonly StaffDecisionKind[]> = {
  student: ['offer', 'reject', 'waitlist', 'dismiss'],
  ta: ['offer', 'approve', 'reject', 'waitlist', 'dismiss'],
  mentor: ['approve', 'reject', 'waitlist', 'dismiss'],
};

export const ELIGIBILITY_STATUSES = [
  'can_be_sent',
  'deadline_ended',
  'enrolled_deadline_ended',
  'profile_not_filled',
  'profile_not_updated',
  'application_already_sended',
  'accepted_other_application',
] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

export const SENIORITIES = ['junior', 'intermediate', 'senior', 'undefined'] as const;
export type Seniority = (typeof SENIORITIES)[number];

export const HOW_DID_YOU_HEAR_ABOUT_US = [
  'twitter',
  'facebook',
  'linkedin',
  'whatsapp',
  'wechat',
  'uniemail',
  'profemail',
  'maillist',
  'emailneuromatch',
  'searcheng',
  'other',
] as const;
/** The choices that come with a free text (`maillist_or_other`); with neither, the text is cleared. */
export const HOW_HEARD_WITH_TEXT = ['maillist', 'other'] as const;

export const PRIOR_PARTICIPATION = [
  'yes_TA',
  'yes_student',
  'TA_2021',
  'TA_student_2020',
  'have_not_participated',
] as const;
export const LOWFI_TRACK = ['no', 'no_but_prefer_it', 'yes_only'] as const;
export const TA_PREFERENCES = ['no_preference', 'regular_TA', 'project_TA'] as const;
export type TaPreference = (typeof TA_PREFERENCES)[number];
export const HOURS_MEETINGS_WITH_TA = ['zero', 'between_one_and_two', 'more_than_three'] as const;
export const FUNDING_OPTIONS = ['yes_funded', 'yes_denied', 'self_funded'] as const;
export type FundingOption = (typeof FUNDING_OPTIONS)[number];
/** The answers that earn the self-funded discount: nobody reimburses the fee (docs/architecture.md §5.7). */
export const SELF_FUNDED_ANSWERS: readonly FundingOption[] = ['yes_denied', 'self_funded'];
/** What a TA is for; `ta_for` is null until staff (or matching, for no_preference) set it. */
export const TA_FOR = ['regular_TA', 'project_TA'] as const;
export type TaFor = (typeof TA_FOR)[number];

/** Project TAs serve two project slots, so they (and TAs without a preference) give at least two. */
export const MIN_PROJECT_TA_TIME_SLOTS = 2;
export const MAX_APPLICATIONS_PER_SEASON = 3;

/** Mentor comfort topics: the snake_case of spec 2 §3's topic names (docs/architecture.md §5). */
export const NEUROSCIENCE_TOPICS = [
  'linear_regression',
  'generalized_linear_models',
  'dimensionality_reduction',
  'bayesian_statistics',
  'linear_dynamical_systems',
  'decision_making',
  'optimal_control',
  'reinforcement_learning',
  'single_neuron_models',
  'neuronal_network_dynamics',
  'network_causality',
  'convolutional_neural_networks',
  'autoencoders',
] as const;
export const DEEP_LEARNING_TOPICS = [
  'stochastic_gradient_descent',
  'automatic_differentiation',
  'multilayer_perceptrons',
  'adam',
  'dropout',
  'convnets',
  'alexnet',
  'lstm',
  'deep_q_learning',
  'self_supervised_learning',
  'causality',
] as const;
export const MENTOR_TOPICS = [...NEUROSCIENCE_TOPICS, ...DEEP_LEARNING_TOPICS] as const;
