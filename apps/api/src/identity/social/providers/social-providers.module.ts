import { Module } from '@nestjs/common';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../../platform/platform.module';
import { SocialProvidersController } from './social-providers.controller';
import { SocialProviders } from './social-providers';

/** Exports SocialProviders for the sign-in and connect commands. */
@Module({
  controllers: [SocialProvidersController],
  providers: [
    {
      provide: SocialProviders,
      useFactory: (platform: Platform) => new SocialProviders(platform.config),
      inject: [PLATFORM],
    },
  ],
  exports: [SocialProviders],
})
export class SocialProvidersModule {}
