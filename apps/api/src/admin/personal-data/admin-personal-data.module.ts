import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EraseAccountHandler } from './erase-account/erase-account.handler';
import { RecordExportHandler } from './export-account/record-export.handler';
import { PersonalDataController } from './personal-data.controller';

const httpControllers = [PersonalDataController];
const commandHandlers = [EraseAccountHandler, RecordExportHandler];

/** Personal data of one person: export and erasure by crypto-shredding (docs/architecture.md §3). */
@Module({ imports: [CqrsModule], controllers: httpControllers, providers: commandHandlers })
export class AdminPersonalDataModule {}
