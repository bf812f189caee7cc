import { DataTable, DateField, List, NumberField, SearchInput } from 'react-admin';

// A season's days are calendar days ("2027-06-01"), which JavaScript reads as UTC midnight: written in
// the browser's zone they would show the day before west of Greenwich.
const DAY = { timeZone: 'UTC' } as const;

const seasonFilters = [<SearchInput key="q" source="q" alwaysOn placeholder="Season name" aria-label="Search" />];

/** Every season, the latest first, with how many courses each holds. */
export const SeasonList = () => (
  <List filters={seasonFilters} sort={{ field: 'start_date', order: 'DESC' }} exporter={false}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="start_date" label="Starts">
        <DateField source="start_date" options={DAY} />
      </DataTable.Col>
      <DataTable.Col source="end_date" label="Ends">
        <DateField source="end_date" options={DAY} />
      </DataTable.Col>
      <DataTable.Col source="course_count" label="Courses" disableSort>
        <NumberField source="course_count" />
      </DataTable.Col>
    </DataTable>
  </List>
);
