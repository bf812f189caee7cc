import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { checkoutConfirmationSchema } from '@portal/contracts';
import { z } from 'zod';
import { Contract } from '../../http/openapi/route-contract';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { SyncCheckoutCommand } from './sync-checkout.command';

@ApiTags('payments')
@Controller('payments')
@Access('applicant')
export class ConfirmCheckoutController {
  constructor(private readonly commands: CommandBus) {}

  /** The return to success_url: the caller's own session, asked of Stripe and recorded if paid. */
  @Post('session/:id/confirm')
  @HttpCode(200)
  @ApiOkResponse({ description: '{session_id, paid}: whether Stripe reports the session paid (then it is recorded)' })
  @Contract({ body: z.object({}), response: checkoutConfirmationSchema })
  confirm(@CurrentUser() user: AuthenticatedUser, @Param('id') sessionId: string) {
    return this.commands.execute(new SyncCheckoutCommand(sessionId, user.userId));
  }
}
