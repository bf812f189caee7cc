import { Controller, Get } from '@nestjs/common';
import { socialProvidersViewSchema } from '@portal/contracts';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../access/access.decorator';
import { type PublicProviderSettings, SocialProviders } from './social-providers';
import type { SocialProvider } from './social-profile';
import { Contract } from '../../../http/openapi/route-contract';

@ApiTags('identity')
@Public()
@Controller('social/providers')
export class SocialProvidersController {
  constructor(private readonly providers: SocialProviders) {}

  @Get()
  @ApiOkResponse({
    description:
      'Per provider, where the sign-in buttons send the browser; `demo` marks the built-in stand-ins, `enabled: false` a provider with neither a client nor a stand-in',
  })
  @Contract({ response: socialProvidersViewSchema })
  list(): Record<SocialProvider, PublicProviderSettings> {
    return this.providers.publicSettings();
  }
}
