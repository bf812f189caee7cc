import type { CURRENT_STATUSES, HIGHEST_DEGREES, Seniority, TIME_HELD, TIME_HELD_TA } from '@portal/contracts';
import type { ProfileState } from '../profile/profile.state';

type Degree = (typeof HIGHEST_DEGREES)[number];
type Status = (typeof CURRENT_STATUSES)[number];
type TimeHeld = (typeof TIME_HELD)[number];
type TaTimeHeld = (typeof TIME_HELD_TA)[number];

/** A cell of the table: one level whatever the time held, or a level per time held. */
type Cell<T extends string> = Seniority | Record<T, Seniority>;
/** Complete by construction: `Record` makes the compiler demand every degree and every status. */
type Table<T extends string> = Record<Degree, Record<Status, Cell<T>>>;

const every = <T extends string>(level: Seniority): Record<Status, Cell<T>> => ({
  undergraduate_student: level,
  masters_student: level,
  phd_student: level,
  postdoc: level,
  lecturer_professor_faculty: level,
  industry: level,
  other: level,
});

/** Years in a job count: under two stay a level lower, four and more go a level up. */
const STUDENT_YEARS = {
  fromJunior: {
    zero_years: 'junior',
    one_year: 'junior',
    two_years: 'intermediate',
    three_years: 'intermediate',
    between_four_and_five_years: 'intermediate',
    more_than_six_years: 'intermediate',
  },
  fromIntermediate: {
    zero_years: 'intermediate',
    one_year: 'intermediate',
    two_years: 'intermediate',
    three_years: 'intermediate',
    between_four_and_five_years: 'senior',
    more_than_six_years: 'senior',
  },
} satisfies Record<string, Record<TimeHeld, Seniority>>;
const TA_YEARS = {
  fromJunior: {
    zero_years: 'junior',
    one_year: 'junior',
    between_two_and_three_years: 'intermediate',
    between_four_and_five_years: 'intermediate',
    more_than_six_years: 'intermediate',
  },
  fromIntermediate: {
    zero_years: 'intermediate',
    one_year: 'intermediate',
    between_two_and_three_years: 'intermediate',
    between_four_and_five_years: 'senior',
    more_than_six_years: 'senior',
  },
} satisfies Record<string, Record<TaTimeHeld, Seniority>>;

/**
 * Student seniority (spec 1 §4): a doctorate is senior; without a degree (or with secondary school)
 * students are junior, and research or teaching posts intermediate; a master's makes postdocs and
 * faculty senior. `undefined` only where neither degree nor status says anything ('other' × 'other').
 */
export const STUDENT_SENIORITY: Table<TimeHeld> = {
  no_degree: {
    ...every('junior'),
    phd_student: 'intermediate',
    postdoc: 'intermediate',
    lecturer_professor_faculty: 'intermediate',
    industry: STUDENT_YEARS.fromJunior,
  },
  secondary_school: {
    ...every('junior'),
    phd_student: 'intermediate',
    postdoc: 'intermediate',
    lecturer_professor_faculty: 'intermediate',
    industry: STUDENT_YEARS.fromJunior,
  },
  undergraduate_degree: {
    ...every('junior'),
    phd_student: 'intermediate',
    postdoc: 'intermediate',
    lecturer_professor_faculty: 'intermediate',
    industry: STUDENT_YEARS.fromJunior,
  },
  masters_degree: {
    ...every('intermediate'),
    postdoc: 'senior',
    lecturer_professor_faculty: 'senior',
    industry: STUDENT_YEARS.fromIntermediate,
  },
  doctoral_degree: every('senior'),
  other: {
    ...every('intermediate'),
    undergraduate_student: 'junior',
    postdoc: 'senior',
    lecturer_professor_faculty: 'senior',
    industry: STUDENT_YEARS.fromJunior,
    other: 'undefined',
  },
};

/**
 * TA seniority (spec 2 §4): a TA needs a bachelor's degree, so without one the level is undefined;
 * a doctorate is senior (lecturer/professor/faculty included); otherwise as for students, with the
 * TA's own time-held options.
 */
export const TA_SENIORITY: Table<TaTimeHeld> = {
  no_degree: every('undefined'),
  secondary_school: every('undefined'),
  undergraduate_degree: {
    ...every('junior'),
    phd_student: 'intermediate',
    postdoc: 'intermediate',
    lecturer_professor_faculty: 'intermediate',
    industry: TA_YEARS.fromJunior,
  },
  masters_degree: {
    ...every('intermediate'),
    phd_student: TA_YEARS.fromIntermediate,
    postdoc: 'senior',
    lecturer_professor_faculty: 'senior',
    industry: TA_YEARS.fromIntermediate,
  },
  doctoral_degree: every('senior'),
  other: {
    ...every('intermediate'),
    undergraduate_student: 'junior',
    postdoc: 'senior',
    lecturer_professor_faculty: 'senior',
    industry: TA_YEARS.fromJunior,
    other: 'undefined',
  },
};

/** The TA form's time-held options merge two and three years (docs/architecture.md §5). */
export function taTimeHeld(time: TimeHeld): TaTimeHeld {
  return time === 'two_years' || time === 'three_years' ? 'between_two_and_three_years' : time;
}

/** What seniority reads from the applicant's general info; missing answers give `undefined`. */
export interface SeniorityInputs {
  highest_degree?: string | null;
  status?: string | null;
  held_position_time?: string | null;
}

/** The inputs from the profile stream's state; none saved, or erased (replayed as null): no inputs. */
export const seniorityInputsOf = (profile: ProfileState): SeniorityInputs => profile.generalInfo?.record ?? {};

function lookUp<T extends string>(table: Table<T>, inputs: SeniorityInputs, time: T | null): Seniority {
  const row = (table as Record<string, Record<string, Cell<T>> | undefined>)[inputs.highest_degree ?? ''];
  const cell = row?.[inputs.status ?? ''];
  if (cell === undefined) return 'undefined';
  if (typeof cell === 'string') return cell;
  return time !== null && Object.hasOwn(cell, time) ? cell[time] : 'undefined';
}

/** Always computed on the server from the general info; a client-sent seniority is never read. */
export function seniorityOf(role: 'student' | 'ta', inputs: SeniorityInputs): Seniority {
  const time = (inputs.held_position_time ?? null) as TimeHeld | null;
  if (role === 'ta') return lookUp(TA_SENIORITY, inputs, time === null ? null : taTimeHeld(time));
  return lookUp(STUDENT_SENIORITY, inputs, time);
}
