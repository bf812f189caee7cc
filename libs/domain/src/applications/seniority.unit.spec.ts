import { CURRENT_STATUSES, HIGHEST_DEGREES, TIME_HELD } from '@portal/contracts';
import { type ProfileState, initialProfileState } from '../profile/profile.state';
import { seniorityInputsOf, seniorityOf, taTimeHeld } from './seniority';

/** Each row: degree, status, then the level for each time held (zero, one, two, three, 4-5, 6+ years). */
type Row = [string, string, string];
const J = 'junior',
  I = 'intermediate',
  S = 'senior',
  U = 'undefined';
const all = (level: string) => Array(6).fill(level).join(' ');
const studentFromJunior = `${J} ${J} ${I} ${I} ${I} ${I}`;
const studentFromIntermediate = `${I} ${I} ${I} ${I} ${S} ${S}`;
const lowDegreeStudentRows = (degree: string): Row[] => [
  [degree, 'undergraduate_student', all(J)],
  [degree, 'masters_student', all(J)],
  [degree, 'phd_student', all(I)],
  [degree, 'postdoc', all(I)],
  [degree, 'lecturer_professor_faculty', all(I)],
  [degree, 'industry', studentFromJunior],
  [degree, 'other', all(J)],
];

const STUDENT_ROWS: Row[] = [
  ...lowDegreeStudentRows('no_degree'),
  ...lowDegreeStudentRows('secondary_school'),
  ...lowDegreeStudentRows('undergraduate_degree'),
  ['masters_degree', 'undergraduate_student', all(I)],
  ['masters_degree', 'masters_student', all(I)],
  ['masters_degree', 'phd_student', all(I)],
  ['masters_degree', 'postdoc', all(S)],
  ['masters_degree', 'lecturer_professor_faculty', all(S)],
  ['masters_degree', 'industry', studentFromIntermediate],
  ['masters_degree', 'other', all(I)],
  ...CURRENT_STATUSES.map((status): Row => ['doctoral_degree', status, all(S)]),
  ['other', 'undergraduate_student', all(J)],
  ['other', 'masters_student', all(I)],
  ['other', 'phd_student', all(I)],
  ['other', 'postdoc', all(S)],
  ['other', 'lecturer_professor_faculty', all(S)],
  ['other', 'industry', studentFromJunior],
  ['other', 'other', all(U)],
];

/** TA rows by the general time-held answer; two and three years read as the TA's "two to three". */
const TA_ROWS: Row[] = [
  ...CURRENT_STATUSES.map((status): Row => ['no_degree', status, all(U)]),
  ...CURRENT_STATUSES.map((status): Row => ['secondary_school', status, all(U)]),
  ['undergraduate_degree', 'undergraduate_student', all(J)],
  ['undergraduate_degree', 'masters_student', all(J)],
  ['undergraduate_degree', 'phd_student', all(I)],
  ['undergraduate_degree', 'postdoc', all(I)],
  ['undergraduate_degree', 'lecturer_professor_faculty', all(I)],
  ['undergraduate_degree', 'industry', studentFromJunior],
  ['undergraduate_degree', 'other', all(J)],
  ['masters_degree', 'undergraduate_student', all(I)],
  ['masters_degree', 'masters_student', all(I)],
  ['masters_degree', 'phd_student', studentFromIntermediate],
  ['masters_degree', 'postdoc', all(S)],
  ['masters_degree', 'lecturer_professor_faculty', all(S)],
  ['masters_degree', 'industry', studentFromIntermediate],
  ['masters_degree', 'other', all(I)],
  ...CURRENT_STATUSES.map((status): Row => ['doctoral_degree', status, all(S)]),
  ['other', 'undergraduate_student', all(J)],
  ['other', 'masters_student', all(I)],
  ['other', 'phd_student', all(I)],
  ['other', 'postdoc', all(S)],
  ['other', 'lecturer_professor_faculty', all(S)],
  ['other', 'industry', studentFromJunior],
  ['other', 'other', all(U)],
];

describe.each([
  ['student', STUDENT_ROWS],
  ['ta', TA_ROWS],
] as const)('the %s seniority table', (role, rows) => {
  it('has a row for every degree and status', () => {
    expect(rows.map(([degree, status]) => `${degree}/${status}`).sort()).toEqual(
      HIGHEST_DEGREES.flatMap((degree) => CURRENT_STATUSES.map((status) => `${degree}/${status}`)).sort(),
    );
  });

  it.each(rows)('%s × %s gives %s by time held', (degree, status, levels) => {
    const got = TIME_HELD.map((time) =>
      seniorityOf(role, { highest_degree: degree, status, held_position_time: time }),
    );
    expect(got.join(' ')).toBe(levels);
  });
});

describe('the spec’s examples', () => {
  it('a doctoral degree gives senior', () =>
    expect(
      seniorityOf('student', {
        highest_degree: 'doctoral_degree',
        status: 'industry',
        held_position_time: 'zero_years',
      }),
    ).toBe('senior'));
  it.each(['no_degree', 'secondary_school'])('%s with undergraduate student gives junior (student)', (degree) =>
    expect(
      seniorityOf('student', {
        highest_degree: degree,
        status: 'undergraduate_student',
        held_position_time: 'one_year',
      }),
    ).toBe('junior'),
  );
  it.each(['no_degree', 'secondary_school'])('%s gives undefined (TA)', (degree) =>
    expect(seniorityOf('ta', { highest_degree: degree, status: 'postdoc', held_position_time: 'one_year' })).toBe(
      'undefined',
    ),
  );
  it('doctoral with lecturer/professor/faculty gives senior (TA)', () =>
    expect(
      seniorityOf('ta', {
        highest_degree: 'doctoral_degree',
        status: 'lecturer_professor_faculty',
        held_position_time: 'zero_years',
      }),
    ).toBe('senior'));
  it('the TA variant reads two and three years as between two and three', () => {
    expect(taTimeHeld('two_years')).toBe('between_two_and_three_years');
    expect(taTimeHeld('three_years')).toBe('between_two_and_three_years');
    expect(taTimeHeld('one_year')).toBe('one_year');
  });
  it('missing or unknown general info gives undefined', () => {
    expect(seniorityOf('student', {})).toBe('undefined');
    expect(
      seniorityOf('ta', { highest_degree: 'masters_degree', status: 'industry', held_position_time: 'ten_years' }),
    ).toBe('undefined');
  });
});

describe('the inputs from the profile stream', () => {
  const info = { highest_degree: 'masters_degree', status: 'phd_student', held_position_time: 'two_years' };
  const withInfo = (record: unknown) =>
    ({ ...initialProfileState(), generalInfo: { id: 'g1', record } }) as unknown as ProfileState;

  it('are none before general info is saved', () => expect(seniorityInputsOf(initialProfileState())).toEqual({}));
  it('are the saved general info', () => expect(seniorityInputsOf(withInfo(info))).toEqual(info));
  it('are none once the general info is erased (it replays as null)', () =>
    expect(seniorityInputsOf(withInfo(null))).toEqual({}));
});
