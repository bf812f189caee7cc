import { Module } from '@nestjs/common';
import { RedirectController } from './redirect.controller';

/** Short links in emails, resolved to a portal route. */
@Module({ controllers: [RedirectController] })
export class RedirectModule {}
