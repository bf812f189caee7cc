import { Module } from '@nestjs/common';
import { AsOfController } from './as-of/as-of.controller';
import { ListEventsController } from './list-events/list-events.controller';
import { ProjectionRebuilds } from './projections/projection-rebuilds';
import { ProjectionsController } from './projections/projections.controller';
import { StreamHistoryController } from './stream-history/stream-history.controller';
import { ListStreamsController } from './list-streams/list-streams.controller';
import { TimelineController } from './timeline/timeline.controller';

const httpControllers = [
  ListEventsController,
  StreamHistoryController,
  AsOfController,
  ProjectionsController,
  ListStreamsController,
  TimelineController,
];

/** The audit context: the event log, stream histories, as-of views and read-model rebuilds (admins). */
@Module({ controllers: httpControllers, providers: [ProjectionRebuilds] })
export class AuditModule {}
