import { MESSAGES } from '@portal/contracts';
import { readAttendanceEntry } from '../../../web-applicant/src/features/pods/attendance-value';

const refused = { kind: 'refused', message: MESSAGES.attendanceBetweenOneAndZero };

/** The TA's attendance grid reads what was typed before anything is sent (docs/decisions.md, issue 57). */
describe('a typed attendance value', () => {
  it('is read from 0 to 1, with a comma or a point, spaces aside', () => {
    expect(readAttendanceEntry('0.5')).toEqual({ kind: 'value', value: 0.5 });
    expect(readAttendanceEntry(' 0,25 ')).toEqual({ kind: 'value', value: 0.25 });
    expect(readAttendanceEntry('0')).toEqual({ kind: 'value', value: 0 });
    expect(readAttendanceEntry('1')).toEqual({ kind: 'value', value: 1 });
  });

  it('is refused with the spec’s sentence outside 0 to 1, never clamped to a guess', () => {
    for (const typo of ['7', '1.01', '-1', '-0.5', '1e3']) expect(readAttendanceEntry(typo)).toEqual(refused);
  });

  it('is refused when it is not a number at all', () => {
    for (const text of ['abc', '0.5.5', 'Infinity']) expect(readAttendanceEntry(text)).toEqual(refused);
  });

  it('is nothing when blank, so nothing is saved', () => {
    expect(readAttendanceEntry('')).toEqual({ kind: 'empty' });
    expect(readAttendanceEntry('   ')).toEqual({ kind: 'empty' });
  });
});
