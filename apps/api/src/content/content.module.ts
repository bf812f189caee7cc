import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MediaFilesController } from './media-files/media-files.controller';
import { VerifyContentPasswordController } from './verify-content-password/verify-content-password.controller';
import { VerifyContentPasswordHandler } from './verify-content-password/verify-content-password.handler';

const httpControllers = [MediaFilesController, VerifyContentPasswordController];
const commandHandlers = [VerifyContentPasswordHandler];

/** Course content as students reach it: the file list behind its shared password. */
@Module({ imports: [CqrsModule], controllers: httpControllers, providers: commandHandlers })
export class ContentModule {}
