import { Create } from 'react-admin';
import { OPTIONAL_DATES } from './courseDates';
import { CourseForm } from './CourseForm';

// The optional dates are sent as null: the API wants every date named, set or not.
const NEW_COURSE = {
  ...Object.fromEntries(OPTIONAL_DATES.map(([source]) => [source, null])),
  season: new Date().getUTCFullYear(),
  is_active: true,
  course_price: 2090,
  course_pwyc_option_flag: false,
  fee_waivers: 'automatic',
  questions: [],
  data_sets: [],
};

/** A new course opens in its edit page once created, where its content can be set. */
export const CourseCreate = () => (
  <Create redirect="edit" record={NEW_COURSE}>
    <CourseForm />
  </Create>
);
