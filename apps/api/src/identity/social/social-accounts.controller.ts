import { z } from 'zod';
import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { disconnectedFrom, socialProviderSchema, detailSchema } from '@portal/contracts';
import { NotFoundError, claimDecider, socialClaimStreamId, userDecider, userStreamId } from '@portal/domain';
import { listSocialAccounts } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { Access } from '../access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../access/authenticated-user';
import { requestMetadata } from '../shared/metadata';
import { OrcidCredentials } from './orcid-credentials';
import { PROVIDER_LABELS } from './provider-labels';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('identity')
@Controller('social/accounts')
@Access('applicant')
export class SocialAccountsController {
  private readonly orcid: OrcidCredentials;
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {
    this.orcid = new OrcidCredentials(platform);
  }

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
    const { result: provider } = await this.platform.commands.execute(requestMetadata(user.userId), async (session) => {
      const now = new Date();
      const stream = await session.load(userStreamId(user.userId), userDecider);
      const accounts = stream.state.status === 'active' ? stream.state.account.socialAccounts : {};
      const owned = Object.hasOwn(accounts, socialAccountId) ? accounts[socialAccountId] : undefined;
      if (!owned) throw new NotFoundError('Social account not found.');
      const label = PROVIDER_LABELS[owned.provider];
      session.decide(stream, 'user', { type: 'DisconnectSocialAccount', socialAccountId, providerLabel: label, now });
      const claim = await session.load(socialClaimStreamId(owned.provider, owned.providerUidIndex), claimDecider);
      session.decide(claim, 'social-identity', { type: 'Release', userId: user.userId, now });
      if (owned.provider === 'orcid') await this.orcid.remove(session.tx, user.userId);
      return owned.provider;
    });
    return { detail: disconnectedFrom(PROVIDER_LABELS[provider]) };
  }
}
