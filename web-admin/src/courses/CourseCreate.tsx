import { CircularProgress } from '@mui/material';
import type { SeasonView } from '@portal/contracts';
import { Create, useGetList } from 'react-admin';
import { OPTIONAL_DATES } from './courseDates';
import { CourseForm } from './CourseForm';
import { SEASONS_NEWEST_FIRST } from './SeasonInput';

// The optional dates are sent as null: the API wants every date named, set or not.
const NEW_COURSE = {
  ...Object.fromEntries(OPTIONAL_DATES.map(([source]) => [source, null])),
  is_active: true,
  course_price: 2090,
  course_pwyc_option_flag: false,
  fee_waivers: 'automatic',
  questions: [],
  data_sets: [],
};

/**
 * A new course opens in its edit page once created, where its content can be set. It starts in the
 * newest season, so the form is drawn once that is known.
 */
export const CourseCreate = () => {
  const { data, isPending } = useGetList<SeasonView>('seasons', {
    pagination: { page: 1, perPage: 1 },
    sort: SEASONS_NEWEST_FIRST,
  });
  if (isPending) return <CircularProgress aria-label="Loading the seasons" sx={{ m: 2 }} />;
  return (
    <Create redirect="edit" record={{ ...NEW_COURSE, season_id: data?.[0]?.id }}>
      <CourseForm />
    </Create>
  );
};
