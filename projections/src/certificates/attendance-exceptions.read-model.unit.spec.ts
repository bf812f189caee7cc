import { foldSpec, recorded } from '../__tests__/fold-spec';
import { attendanceExceptionsReadModel } from './attendance-exceptions.read-model';

const { given } = foldSpec(attendanceExceptionsReadModel);
const ref = { certificateId: 'cert-1', userId: 'user-1', courseId: 'course-1', applicationId: 'app-1' };
const granted = (reason: string, grantedAt: string) =>
  recorded('AttendanceExceptionGranted', { ...ref, reason, grantedAt });
const row = {
  certificate_id: 'cert-1',
  application_id: 'app-1',
  user_id: 'user-1',
  course_id: 'course-1',
  reason: 'Illness',
  granted_by: 'system',
  granted_at: new Date('2026-06-01T00:00:00.000Z'),
};

describe('the attendance_exceptions read model', () => {
  it('records the exception with who granted it', () =>
    given().when(granted('Illness', '2026-06-01T00:00:00.000Z')).then(row));

  it('keeps the first grant', () =>
    given(granted('Illness', '2026-06-01T00:00:00.000Z')).when(granted('Other', '2026-06-05T00:00:00.000Z')).then(row));
});
