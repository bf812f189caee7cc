import { foldSpec, groupFoldSpec, recorded } from '../__tests__/fold-spec';
import { reviewAnonymityReadModel, reviewCriteriaReadModel } from './review-settings.read-model';

const criteria = (weight: number) => [{ key: 'fit', label: 'Fit', weight }];
const criteriaSet = (role: string, weight: number) =>
  recorded('ReviewCriteriaSet', {
    courseId: 'course-1',
    role,
    criteria: criteria(weight),
    setAt: '2026-03-01T00:00:00.000Z',
  });

describe('the review_criteria read model', () => {
  const { given } = groupFoldSpec(reviewCriteriaReadModel);

  it("keeps a course's latest criteria for each role", () =>
    given(criteriaSet('student', 1), criteriaSet('ta', 2))
      .when(criteriaSet('student', 3))
      .then({
        review_criteria: [
          { course_id: 'course-1', role: 'ta', criteria: criteria(2) },
          { course_id: 'course-1', role: 'student', criteria: criteria(3) },
        ],
      }));
});

describe('the review_anonymity read model', () => {
  const { given } = foldSpec(reviewAnonymityReadModel);
  const anonymity = (courseId: string | null, anonymised: boolean) =>
    recorded('ReviewAnonymitySet', { courseId, anonymised, setAt: '2026-03-01T00:00:00.000Z' });

  it("keeps a course's setting, and the programme's under '*'", () => {
    given(anonymity('course-1', true))
      .when(anonymity('course-1', false))
      .then({ course_id: 'course-1', anonymised: false });
    given().when(anonymity(null, true)).then({ course_id: '*', anonymised: true });
  });
});
