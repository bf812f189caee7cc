import { randomUUID } from 'node:crypto';
import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { apiTokenCreateSchema, apiTokenCreatedSchema } from '@portal/contracts';
import { findApiToken } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { Contract } from '../../../http/openapi/route-contract';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { newSessionToken } from '../../../identity/shared/session-tokens';
import { PLATFORM } from '../../../platform/platform.module';
import { apiTokenView } from '../list-api-tokens/api-token-view';
import { CreateApiTokenCommand } from './create-api-token.command';

/**
 * Admins create API tokens for integrators (docs/architecture.md §9.5). The secret is random, kept only
 * as its SHA-256 (as a session's), and answered this once. No token may create a token: a session only.
 */
@ApiTags('admin')
@Controller('admin/api-tokens')
@Access('admin')
export class CreateApiTokenController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Post()
  @ApiCreatedResponse({ description: 'The new token, with its secret shown this once' })
  @Contract({ body: apiTokenCreateSchema, response: apiTokenCreatedSchema })
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const { name, scopes, expires_at } = parseInput(apiTokenCreateSchema, body);
    const id = randomUUID();
    const { token, tokenHash } = newSessionToken();
    await this.commands.execute(
      new CreateApiTokenCommand(user.userId, id, tokenHash, name, scopes, new Date(expires_at)),
    );
    const created = await findApiToken(this.platform.db, id);
    if (!created) throw new Error('an API token just created is not in its read model');
    return { ...apiTokenView(created), token };
  }
}
