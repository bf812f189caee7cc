import { DateInput, SimpleForm, TextInput, required } from 'react-admin';

/** The API refuses an end before the start too; saying it here keeps the form's answer next to the field. */
const endsAfterStart = (end: unknown, season: { start_date?: string }) =>
  typeof end === 'string' && season.start_date && end < season.start_date
    ? 'The season must end after it starts.'
    : undefined;

/** A season's name and days; create and edit share it. Courses pick a season by its name. */
export const SeasonForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={required()} helperText="As staff will pick it for a course, e.g. Summer 2027" />
    <DateInput source="start_date" label="Starts" validate={required()} />
    <DateInput source="end_date" label="Ends" validate={[required(), endsAfterStart]} />
  </SimpleForm>
);
