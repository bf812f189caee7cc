import { type CourseStateFields, courseStateWords } from './course-state';

const day = (monthDay: string) => `2026-${monthDay}T12:00:00.000Z`;

/** Students apply in March, TAs in April, mentors in May; the course runs in July. */
const course: CourseStateFields = {
  is_active: true,
  student_application_start_date: day('03-01'),
  student_application_end_date: day('03-31'),
  ta_application_start_date: day('04-01'),
  ta_application_end_date: day('04-30'),
  mentor_application_start_date: day('04-15'),
  mentor_application_end_date: day('05-15'),
  start_date: day('07-01'),
  end_date: day('07-31'),
};

const on = (monthDay: string, fields: Partial<CourseStateFields> = {}) =>
  courseStateWords({ ...course, ...fields }, new Date(day(monthDay)));

describe('a course’s state, in words', () => {
  it('is not open yet before its first window opens', () => {
    expect(on('02-28')).toBe('Not open yet');
  });

  it('is open for applications while any role’s window is open, from its first moment', () => {
    expect(on('03-01')).toBe('Open for applications');
    expect(on('04-20')).toBe('Open for applications');
    expect(on('05-10')).toBe('Open for applications');
  });

  it('is closed once every window has closed, until it starts', () => {
    expect(on('05-15')).toBe('Applications closed');
    expect(on('06-30')).toBe('Applications closed');
  });

  it('is not open yet between two windows, since another is still to open', () => {
    const gap = { ta_application_start_date: day('04-10'), mentor_application_start_date: day('04-20') };
    expect(on('04-05', gap)).toBe('Not open yet');
  });

  it('is running from its start until its end, then ended', () => {
    expect(on('07-01')).toBe('Running');
    expect(on('07-30')).toBe('Running');
    expect(on('07-31')).toBe('Ended');
    expect(on('12-01')).toBe('Ended');
  });

  it('is running once started even with a window left open', () => {
    expect(on('07-05', { mentor_application_end_date: day('07-20') })).toBe('Running');
  });

  it('is inactive whatever its dates when it is not active', () => {
    expect(on('02-28', { is_active: false })).toBe('Inactive');
    expect(on('03-10', { is_active: false })).toBe('Inactive');
    expect(on('07-10', { is_active: false })).toBe('Inactive');
  });
});
