import { Module } from '@nestjs/common';
import { WhatIfController } from './what-if.controller';
import { WhatIfRunner } from './what-if-runner';

/** What-if replays of a course's log under another deadline, review weights or number of offers. */
@Module({ controllers: [WhatIfController], providers: [WhatIfRunner] })
export class WhatIfModule {}
