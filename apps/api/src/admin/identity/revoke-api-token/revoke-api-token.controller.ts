import { Controller, Delete, Inject, NotFoundException, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type ApiTokenView, apiTokenSchema } from '@portal/contracts';
import { findApiToken } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { Contract } from '../../../http/openapi/route-contract';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { apiTokenView } from '../list-api-tokens/api-token-view';
import { RevokeApiTokenCommand } from './revoke-api-token.command';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Revoking keeps the token in the list (its history names it); revoking it again is refused (400). */
@ApiTags('admin')
@Controller('admin/api-tokens')
@Access('admin')
export class RevokeApiTokenController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Delete(':id')
  @ApiOkResponse({ description: 'The token as revoked' })
  @Contract({ response: apiTokenSchema })
  async revoke(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ApiTokenView> {
    if (!UUID.test(id)) throw new NotFoundException();
    await this.commands.execute(new RevokeApiTokenCommand(user.userId, id));
    const token = await findApiToken(this.platform.db, id);
    if (!token) throw new NotFoundException();
    return apiTokenView(token);
  }
}
