import { foldSpec, groupFoldSpec, recorded } from '../__tests__/fold-spec';
import { contentAccessReadModel, courseContentReadModel } from './course-content.read-model';

const files = [{ id: 'f1', name: 'Intro', url: 'https://files/intro' }];
const contentSet = (passwordHash: string | null) =>
  recorded('CourseContentSet', { courseId: 'course-1', files, passwordHash, setAt: '2026-03-01T00:00:00.000Z' });
const unlocked = (courseId: string, unlockedAt: string) =>
  recorded('CourseContentUnlocked', { userId: 'user-1', courseId, unlockedAt });

describe('the course_content read model', () => {
  const { given } = foldSpec(courseContentReadModel);

  it('keeps the files, and the old password when a change gives none', () => {
    given().when(contentSet('hash-1')).then({ course_id: 'course-1', files, password_hash: 'hash-1' });
    given(contentSet('hash-1')).when(contentSet(null)).then({ course_id: 'course-1', files, password_hash: 'hash-1' });
  });
});

describe('the content_access read model', () => {
  const { given } = groupFoldSpec(contentAccessReadModel);

  it('records each course a person unlocked once, at the first time', () =>
    given(unlocked('course-1', '2026-03-01T00:00:00.000Z'))
      .when(unlocked('course-1', '2026-03-02T00:00:00.000Z'))
      .then({
        content_access: [
          { user_id: 'user-1', course_id: 'course-1', unlocked_at: new Date('2026-03-01T00:00:00.000Z') },
        ],
      }));
});
