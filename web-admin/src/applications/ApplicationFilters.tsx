import { LANGUAGES, SENIORITIES, TIME_SLOTS } from '@portal/contracts';
import { DateInput, ReferenceInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import { ROLE_CHOICES, STATUS_CHOICES } from './decisions';

const label = (value: string) => value.replaceAll('_', ' ');
const SENIORITY_CHOICES = SENIORITIES.map((id) => ({ id, name: label(id) }));
const TIME_SLOT_CHOICES = TIME_SLOTS.map((slot) => ({ id: slot, name: `Slot ${slot}` }));
const LANGUAGE_CHOICES = LANGUAGES.map((id) => ({ id, name: label(id) }));

export const applicationFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, email or course" aria-label="Search" />,
  <ReferenceInput key="course" source="course" reference="courses" sort={{ field: 'created_at', order: 'DESC' }}>
    <SelectInput label="Course" optionText="name" />
  </ReferenceInput>,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
  <SelectInput key="seniority" source="seniority" choices={SENIORITY_CHOICES} />,
  <TextInput key="country" source="country" label="Country of residence" />,
  <SelectInput key="time_slot" source="time_slot" label="Time slot" choices={TIME_SLOT_CHOICES} />,
  <SelectInput key="language" source="language" choices={LANGUAGE_CHOICES} />,
  <TextInput key="data_set" source="data_set" label="Data set" />,
  <SelectInput key="reviewer" source="reviewer" label="Reviewer" choices={[{ id: 'me', name: 'Assigned to me' }]} />,
  <DateInput key="submitted_gte" source="submitted_gte" label="Applied from" />,
  <DateInput key="submitted_lte" source="submitted_lte" label="Applied until" />,
];
