import { Typography } from '@mui/material';
import {
  BooleanInput,
  DateTimeInput,
  Edit,
  NumberInput,
  SimpleForm,
  TextInput,
  required,
  useRecordContext,
} from 'react-admin';

/** The API takes dates as ISO 8601 with an offset; the input gives local time without one. */
const toIsoDate = (value: string) => (value ? new Date(value).toISOString() : null);

const REQUIRED_DATES: [string, string][] = [
  ['student_application_start_date', 'Student applications open'],
  ['student_application_end_date', 'Student applications close'],
  ['ta_application_start_date', 'TA applications open'],
  ['ta_application_end_date', 'TA applications close'],
  ['mentor_application_start_date', 'Mentor applications open'],
  ['mentor_application_end_date', 'Mentor applications close'],
  ['deadline_application_update_date', 'Last day to edit an application'],
  ['deadline_accepting_offer_end_date', 'Last day to accept an offer'],
  ['enrollment_end_date', 'Enrollment closes'],
  ['start_date', 'Course starts'],
  ['end_date', 'Course ends'],
];
const OPTIONAL_DATES: [string, string][] = [['pod_realise_date', 'Pods released']];

const CourseTitle = () => <>{useRecordContext()?.name ?? 'Course'}</>;

const Heading = ({ children }: { children: string }) => (
  <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
    {children}
  </Typography>
);

/** The course's main fields and dates; each save is a PUT of the record (an update event). */
export const CourseEdit = () => (
  <Edit title={<CourseTitle />} mutationMode="pessimistic">
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <NumberInput source="season" validate={required()} />
      <BooleanInput source="is_active" label="Active" />
      <NumberInput source="course_price" label="Price (dollars)" />
      <BooleanInput source="course_pwyc_option_flag" label="Pay what you can" />
      <TextInput source="description" multiline fullWidth />
      <TextInput source="student_intro_text" label="Student intro text" multiline fullWidth />
      <TextInput source="ta_intro_text" label="TA intro text" multiline fullWidth />
      <TextInput source="mentor_intro_text" label="Mentor intro text" multiline fullWidth />
      <Heading>Dates</Heading>
      {REQUIRED_DATES.map(([source, label]) => (
        <DateTimeInput key={source} source={source} label={label} parse={toIsoDate} validate={required()} />
      ))}
      {OPTIONAL_DATES.map(([source, label]) => (
        <DateTimeInput key={source} source={source} label={label} parse={toIsoDate} />
      ))}
    </SimpleForm>
  </Edit>
);
