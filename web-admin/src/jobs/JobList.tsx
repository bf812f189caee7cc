import { Box } from '@mui/material';
import { DataTable, DateField, FunctionField, List, SelectInput, TextInput } from 'react-admin';
import { JobSummaryCard } from './JobSummaryCard';
import { RetryJobButton } from './RetryJobButton';
import { ScrollRegion } from '../layout/ScrollRegion';

const STATE_CHOICES = ['queued', 'scheduled', 'active', 'failed', 'completed'].map((state) => ({
  id: state,
  name: state[0].toUpperCase() + state.slice(1),
}));

const jobFilters = [
  <SelectInput key="state" source="state" choices={STATE_CHOICES} alwaysOn />,
  <TextInput key="type" source="type" label="Job type" />,
];

type Job = { attempts: number; max_attempts: number; at_least_once: boolean };

/** Job status for both deployments: the counts, then the jobs (failed ones first shown) with their errors. */
export const JobList = () => {
  return (
    <Box>
      <JobSummaryCard />
      <List
        empty={false}
        filters={jobFilters}
        filterDefaultValues={{ state: 'failed' }}
        sort={{ field: 'created_at', order: 'DESC' }}
        exporter={false}
        title="Jobs"
      >
        <ScrollRegion label="Jobs table">
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="type" label="Job type" />
            <DataTable.Col source="job_id" label="Job id" />
            <DataTable.Col source="state" />
            <DataTable.Col label="Attempts">
              <FunctionField render={(job: Job) => `${job.attempts} of ${job.max_attempts}`} />
            </DataTable.Col>
            <DataTable.Col source="last_error" label="Error" />
            <DataTable.Col label="Delivery">
              <FunctionField
                render={(job: Job) =>
                  job.at_least_once ? 'At least once: an attempt died unrecorded, so it may have run twice' : 'Once'
                }
              />
            </DataTable.Col>
            <DataTable.Col source="run_at" label="Runs at">
              <DateField source="run_at" showTime />
            </DataTable.Col>
            <DataTable.Col label="Actions">
              <RetryJobButton />
            </DataTable.Col>
          </DataTable>
        </ScrollRegion>
      </List>
    </Box>
  );
};
