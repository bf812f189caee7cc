import { Module } from '@nestjs/common';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../../platform/platform.module';
import { STAND_INS, type StandIns } from '../../../platform/stand-ins';
import { SocialProvidersController } from './social-providers.controller';
import { SocialProviders } from './social-providers';

/** Exports SocialProviders for the sign-in and connect commands. */
@Module({
  controllers: [SocialProvidersController],
  providers: [
    {
      provide: SocialProviders,
      useFactory: (platform: Platform, standIns: StandIns) => new SocialProviders(platform.config, standIns.oauth),
      inject: [PLATFORM, STAND_INS],
    },
  ],
  exports: [SocialProviders],
})
export class SocialProvidersModule {}
