import type { CourseEvent } from '@portal/domain';
import type { RecordedEvent } from '@portal/event-store';
import { coursesProjection } from '../catalog/courses.projection';
import type { BatchFold, Row } from './batch-fold';

/** catalog/courses.projection.ts as a fold: the same statements, one row at a time in memory. */
export const coursesFold: BatchFold = {
  projection: coursesProjection.name,
  eventTypes: ['CourseCreated', 'CourseUpdated'],
  table: 'courses',
  key: 'id',
  columns: {
    id: 'text',
    name: 'text',
    is_active: 'boolean',
    season: 'int',
    course: 'jsonb',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  keyOf: (event) => (event.data as { courseId: string }).courseId,

  fold(row: Row | null, recorded: RecordedEvent): Row | null {
    const event = recorded as RecordedEvent & CourseEvent;
    if (event.type === 'CourseCreated') {
      const { courseId, fields, createdAt } = event.data;
      return (
        row ?? {
          id: courseId,
          name: fields.name,
          is_active: fields.is_active,
          season: fields.season,
          course: fields,
          created_at: createdAt,
          updated_at: createdAt,
        }
      );
    }
    const { changes, updatedAt } = event.data;
    return (
      row && {
        ...row,
        // `course || changes`: a shallow merge, as jsonb does it (a JSON round trip drops undefined).
        course: { ...(row.course as object), ...JSON.parse(JSON.stringify(changes)) },
        name: changes.name ?? row.name,
        is_active: changes.is_active ?? row.is_active,
        season: changes.season ?? row.season,
        updated_at: updatedAt,
      }
    );
  },
};
