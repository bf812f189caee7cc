import { z } from 'zod';
import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { disconnectedFrom, socialProviderSchema, detailSchema } from '@portal/contracts';
import type { SocialProvider } from '@portal/domain';
import { listSocialAccounts } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { Access } from '../access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../access/authenticated-user';
import { DisconnectSocialAccountCommand } from './disconnect-social-account.command';
import { PROVIDER_LABELS } from './provider-labels';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('identity')
@Controller('social/accounts')
@Access('applicant')
export class SocialAccountsController {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOkResponse({ description: '{"results": [{"id", "provider"}]}' })
  @Contract({ response: z.object({ results: z.array(z.object({ id: z.string(), provider: socialProviderSchema })) }) })
  async list(@CurrentUser() user: AuthenticatedUser) {
    const accounts = await listSocialAccounts(this.platform.db, user.userId);
    return { results: accounts.map(({ id, provider }) => ({ id, provider })) };
  }

  /** Refused when it is the last way in (no password and no other provider). */
  @Post(':id/disconnect')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Disconnected' })
  @Contract({ body: z.object({}), response: detailSchema })
  async disconnect(@CurrentUser() user: AuthenticatedUser, @Param('id') socialAccountId: string) {
    const provider: SocialProvider = await this.commands.execute(
      new DisconnectSocialAccountCommand(user.userId, socialAccountId),
    );
    return { detail: disconnectedFrom(PROVIDER_LABELS[provider]) };
  }
}
