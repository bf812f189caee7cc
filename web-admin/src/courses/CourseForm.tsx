import { QUESTION_CATEGORIES, capacitySchema } from '@portal/contracts';
import {
  ArrayInput,
  BooleanInput,
  DateTimeInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
  maxValue,
  minValue,
  required,
} from 'react-admin';
import { OPTIONAL_DATES, REQUIRED_DATES, toIsoDate } from './courseDates';
import { SeasonInput } from './SeasonInput';

const CATEGORY_LABELS: Record<(typeof QUESTION_CATEGORIES)[number], string> = {
  course_spec_prog: 'Course-specific: programming',
  course_spec_dom: 'Course-specific: domain',
  technical_dom: 'Technical (rated table)',
  general: 'General',
};
const CATEGORY_CHOICES = QUESTION_CATEGORIES.map((id) => ({ id, name: CATEGORY_LABELS[id] }));
const FEE_WAIVER_CHOICES = [
  { id: 'automatic', name: 'Granted at once' },
  { id: 'staff', name: 'Decided by staff (Fee waivers page)' },
];

/**
 * A data set's key, checked as react-admin's `regex` would (an empty value is left to `required`).
 * Written here because `regex` is typed through lodash's `MemoizedFunction`, whose types are not
 * installed, so the lint cannot call it safely.
 */
const dataSetKey = (value: unknown) =>
  typeof value === 'string' && value !== '' && !/^[a-z0-9_-]+$/.test(value)
    ? 'Lower-case letters, digits, - and _ only'
    : undefined;

/** A role's capacity, checked with the API's own zod schema: a whole number of 0 or more, or empty. */
const capacity = (value: unknown) =>
  capacitySchema.safeParse(value ?? null).success ? undefined : 'A whole number of 0 or more, or empty for no limit';

const CAPACITIES = [
  ['student_capacity', 'Student places'],
  ['ta_capacity', 'TA places'],
  ['mentor_capacity', 'Mentor places'],
] as const;

/**
 * Every field a course has, in tabs; create and edit share it. Questions keep their ids, so an edit
 * changes a question in place and the answers already given to it stay attached. The tabs scroll
 * sideways when a phone is too narrow for them all, rather than widen the page.
 */
export const CourseForm = () => (
  <TabbedForm tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" />}>
    <TabbedForm.Tab label="Details">
      <TextInput source="name" validate={required()} />
      <SeasonInput />
      <BooleanInput source="is_active" label="Active" />
      <NumberInput source="course_price" label="Price (dollars)" validate={minValue(0)} />
      <BooleanInput source="course_pwyc_option_flag" label="Pay what you can" />
      <SelectInput
        source="fee_waivers"
        label="Fee waivers and hardship discounts"
        choices={FEE_WAIVER_CHOICES}
        helperText="Either way the student is emailed the answer."
      />
      <NumberInput source="course_length" label="Course hours" validate={minValue(0)} />
      <NumberInput source="course_length_project" label="Project hours" validate={minValue(0)} />
      <TextInput source="description" multiline fullWidth />
      <TextInput source="student_intro_text" label="Student intro text" multiline fullWidth />
      <TextInput source="ta_intro_text" label="TA intro text" multiline fullWidth />
      <TextInput source="mentor_intro_text" label="Mentor intro text" multiline fullWidth />
      <TextInput source="ta_agreement_text" label="TA contractor agreement (empty: the default)" multiline fullWidth />
      <TextInput source="roles_document_url" label="Roles document link" fullWidth parse={(v: string) => v || null} />
      <TextInput
        source="enrollment_form_link"
        label="Enrollment form link"
        fullWidth
        parse={(v: string) => v || null}
      />
    </TabbedForm.Tab>
    <TabbedForm.Tab label="Dates">
      {REQUIRED_DATES.map(([source, label]) => (
        <DateTimeInput key={source} source={source} label={label} parse={toIsoDate} validate={required()} />
      ))}
      {OPTIONAL_DATES.map(([source, label]) => (
        <DateTimeInput key={source} source={source} label={label} parse={toIsoDate} />
      ))}
    </TabbedForm.Tab>
    <TabbedForm.Tab label="Places">
      {CAPACITIES.map(([source, label]) => (
        <NumberInput
          key={source}
          source={source}
          label={label}
          validate={capacity}
          helperText="Empty: no limit. Offers past it ask for confirmation."
        />
      ))}
      <BooleanInput
        source="offer_freed_places_to_waitlist"
        label="Offer a freed place to the next waitlisted person"
        helperText="When an offer is declined or expires, or someone holding a place withdraws or drops out, the person longest on that role's waitlist gets an offer with the course's deadline."
      />
    </TabbedForm.Tab>
    <TabbedForm.Tab label="Questions">
      <ArrayInput source="questions" label="Application questions">
        <SimpleFormIterator>
          <SelectInput source="category" choices={CATEGORY_CHOICES} validate={required()} />
          <TextInput source="question_text" label="Question" multiline fullWidth validate={required()} />
          <ArrayInput source="answer_choices" label="Answer choices">
            <SimpleFormIterator inline>
              <TextInput source="answer_text" label="Answer" validate={required()} />
              <NumberInput source="rating" validate={[required(), minValue(0), maxValue(10)]} />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
    </TabbedForm.Tab>
    <TabbedForm.Tab label="Data sets">
      <ArrayInput source="data_sets" label="Data sets">
        <SimpleFormIterator inline>
          <TextInput
            source="id"
            label="Key"
            helperText="Lower-case letters, digits, - and _"
            validate={[required(), dataSetKey]}
          />
          <TextInput source="name" label="Name" validate={required()} />
        </SimpleFormIterator>
      </ArrayInput>
    </TabbedForm.Tab>
  </TabbedForm>
);
