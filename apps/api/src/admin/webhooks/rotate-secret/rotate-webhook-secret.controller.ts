import { Controller, NotFoundException, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { webhookSecretRotatedSchema } from '@portal/contracts';
import { z } from 'zod';
import { Contract } from '../../../http/openapi/route-contract';
import { Access, TokenScope } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { isEndpointId } from '../endpoints/endpoint-input';
import { RotateWebhookSecretCommand, type RotatedSecret } from './rotate-webhook-secret.command';

/** `POST /api/admin/webhooks/{id}/rotate-secret/`: a new secret, shown once; the old one signs for 24 hours more. */
@ApiTags('admin')
@Controller('admin/webhooks/:id')
@Access('admin')
@TokenScope('webhooks:manage')
export class RotateWebhookSecretController {
  constructor(private readonly commands: CommandBus) {}

  @Post('rotate-secret')
  @ApiCreatedResponse({
    description: 'The new signing secret (shown this once) and until when the replaced one still signs beside it',
  })
  // The endpoint is named by the address: the body is empty (anything sent is ignored).
  @Contract({ body: z.object({}), response: webhookSecretRotatedSchema })
  async rotate(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<RotatedSecret> {
    if (!isEndpointId(id)) throw new NotFoundException();
    return this.commands.execute(new RotateWebhookSecretCommand(user.userId, id));
  }
}
