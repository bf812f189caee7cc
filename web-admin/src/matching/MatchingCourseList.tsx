import { DataTable, DateField, List, SearchInput, useBasename } from 'react-admin';
import { SeasonName } from '../seasons/SeasonName';

const courseFilters = [<SearchInput key="q" source="q" alwaysOn placeholder="Course name" aria-label="Search" />];

/** Matching is per course: the courses, each opening its matching page. */
// react-admin prefixes its own links with the app's basename (/admin); a path built here must too.
export const MatchingCourseList = () => {
  const basename = useBasename();
  return (
    <List
      resource="courses"
      title="Matching"
      filters={courseFilters}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
      // The courses are listed to open their matching: creating a course is done under Courses.
      actions={false}
      empty={false}
      disableSyncWithLocation
    >
      <DataTable rowClick={(id) => `${basename}/matching/${id}/show`} bulkActionButtons={false}>
        <DataTable.Col source="name" label="Course" />
        <DataTable.Col source="season_id" label="Season" disableSort>
          <SeasonName />
        </DataTable.Col>
        <DataTable.Col source="start_date" label="Starts">
          <DateField source="start_date" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
