import type { SeasonView } from '@portal/contracts';
import { FunctionField, ReferenceField } from 'react-admin';

/**
 * The name of the record's season, for a table cell. Reviewers read seasons too (the API lets them),
 * though only admins open their pages, so it is plain text, not a link.
 */
export const SeasonName = () => (
  <ReferenceField source="season_id" reference="seasons" link={false}>
    <FunctionField<SeasonView> render={(season) => season.name} />
  </ReferenceField>
);
