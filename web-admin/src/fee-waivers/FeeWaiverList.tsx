import { Typography, useMediaQuery } from '@mui/material';
import type { FeeWaiverRow } from '@portal/contracts';
import {
  DataTable,
  DateField,
  FunctionField,
  List,
  ReferenceInput,
  SelectField,
  SelectInput,
  useRecordContext,
} from 'react-admin';
import { FeeWaiverDecision } from './FeeWaiverDecision';
import { FEE_WAIVER_STATE_CHOICES } from './feeWaiverStates';

const KIND_CHOICES = [
  { id: 'waiver', name: 'Fee waiver' },
  { id: 'hardship', name: 'Hardship discount' },
];

const filters = [
  <SelectInput key="state" source="state" label="State" choices={FEE_WAIVER_STATE_CHOICES} alwaysOn />,
  <ReferenceInput key="course" source="course" reference="courses" sort={{ field: 'created_at', order: 'DESC' }}>
    <SelectInput label="Course" optionText="name" />
  </ReferenceInput>,
];

/** The student's reason in full, wrapped in its column: it is what staff decide on. */
const Reason = () => {
  const record = useRecordContext<FeeWaiverRow>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-wrap', display: 'block', maxWidth: '48ch' }}>
      {record.reason || 'None (there was no fee to charge).'}
    </Typography>
  );
};

/**
 * Fee waivers and hardship discounts, oldest request first: on courses whose staff decide them, the requests waiting with
 * the student's reason and the fee (the decision's dialog repeats the reason, for phones where the
 * column is left out); approve or refuse with a reason. Waivers granted
 * at once elsewhere are listed as granted. Admins only, like payments.
 */
export const FeeWaiverList = () => {
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'));
  return (
    <List
      filters={filters}
      filterDefaultValues={{ state: 'waiting' }}
      sort={{ field: 'requested_at', order: 'ASC' }}
      perPage={25}
      exporter={false}
      empty={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        {wide && (
          <DataTable.Col source="requested_at" label="Asked">
            <DateField source="requested_at" showTime />
          </DataTable.Col>
        )}
        <DataTable.Col source="applicant_name" label="Applicant" />
        <DataTable.Col source="kind" label="Asked for" disableSort>
          <SelectField source="kind" choices={KIND_CHOICES} />
        </DataTable.Col>
        {wide && <DataTable.Col source="course_name" label="Course" />}
        <DataTable.Col source="fee" label="Fee">
          <FunctionField render={(record: FeeWaiverRow) => `${record.fee} USD`} />
        </DataTable.Col>
        {wide && (
          <DataTable.Col source="state" label="State" disableSort>
            <SelectField source="state" choices={FEE_WAIVER_STATE_CHOICES} />
          </DataTable.Col>
        )}
        {wide && (
          <DataTable.Col label="Reason given" disableSort>
            <Reason />
          </DataTable.Col>
        )}
        <DataTable.Col label="Decision" disableSort>
          <FeeWaiverDecision />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
