import { ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { ROLE_CHOICES, STATUS_CHOICES } from './decisions';

export const applicationFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, email or course" aria-label="Search" />,
  <ReferenceInput key="course" source="course" reference="courses" sort={{ field: 'created_at', order: 'DESC' }}>
    <SelectInput label="Course" optionText="name" />
  </ReferenceInput>,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
];
