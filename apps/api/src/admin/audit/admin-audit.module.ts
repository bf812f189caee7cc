import { Module } from '@nestjs/common';
import { AsOfController } from './as-of/as-of.controller';
import { ListEventsController } from './list-events/list-events.controller';
import { ProjectionRebuilds } from './projections/projection-rebuilds';
import { ProjectionsController } from './projections/projections.controller';
import { StreamHistoryController } from './stream-history/stream-history.controller';
import { ListStreamsController } from './list-streams/list-streams.controller';
import { TimelineController } from './timeline/timeline.controller';
import { WhatIfController } from './what-if/what-if.controller';
import { WhatIfRunner } from './what-if/what-if-runner';

const httpControllers = [
  ListEventsController,
  StreamHistoryController,
  AsOfController,
  ProjectionsController,
  ListStreamsController,
  TimelineController,
  WhatIfController,
];

/**
 * The audit context (admins): the event log, stream histories, as-of views, read-model rebuilds, and
 * what-if replays of a course's log under another deadline, review weights or number of offers.
 */
@Module({ controllers: httpControllers, providers: [ProjectionRebuilds, WhatIfRunner] })
export class AdminAuditModule {}
