import { type CourseView, courseStateWords } from '@portal/contracts';
import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { placesSummary } from './coursePlaces';

/** The course's state in words ("Open for applications"), worked out from its flag and dates as the page renders. */
export const CourseStateField = () => {
  const record = useRecordContext<CourseView>();
  if (!record) return null;
  return <span>{courseStateWords(record, new Date())}</span>;
};

/** The same state on the course's edit page, above its form, so an admin sees what a change of dates does. */
export const CourseStateChip = () => {
  const record = useRecordContext<CourseView>();
  if (!record) return null;
  return <Chip label={`State: ${courseStateWords(record, new Date())}`} sx={{ m: 2, mb: 0 }} />;
};

/** The course's places per role beside its state, as they were last saved. */
export const CoursePlacesChip = () => {
  const record = useRecordContext<CourseView>();
  if (!record) return null;
  return <Chip label={`Places: ${placesSummary(record)}`} sx={{ m: 2, mb: 0, ml: 0 }} />;
};
