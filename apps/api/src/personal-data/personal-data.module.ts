import { Module } from '@nestjs/common';
import { EraseAccountHandler } from './erase-account/erase-account.handler';
import { PersonalDataController } from './personal-data.controller';

const httpControllers = [PersonalDataController];
const commandHandlers = [EraseAccountHandler];

/** Personal data of one person: export and erasure by crypto-shredding (DESIGN.md §3). */
@Module({ controllers: httpControllers, providers: commandHandlers })
export class PersonalDataModule {}
