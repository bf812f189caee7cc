import { Edit, useRecordContext } from 'react-admin';
import { CourseContentCard } from './CourseContent';
import { CourseForm } from './CourseForm';
import { CourseReviewCard } from './CourseReviewCard';
import { CoursePlacesChip, CourseStateChip } from './CourseStateField';

const CourseTitle = () => <>{useRecordContext()?.name ?? 'Course'}</>;

/** Each save is a PUT of the record (an update event); the content has its own form below. */
export const CourseEdit = () => (
  <Edit title={<CourseTitle />} mutationMode="pessimistic">
    <div>
      <CourseStateChip />
      <CoursePlacesChip />
    </div>
    <CourseForm />
    <CourseContentCard />
    <CourseReviewCard />
  </Edit>
);
