import { z } from 'zod';
import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { socialProviderSchema, socialSignInSchema, tokenResponseSchema } from '@portal/contracts';
import { parseInput } from '../../http/validation';
import { Access, Public } from '../access/access.decorator';
import { type AuthenticatedRequest, type AuthenticatedUser, CurrentUser } from '../access/authenticated-user';
import { ConnectSocialAccountCommand } from './connect-social-account.command';
import { SocialSignInCommand } from './social-sign-in.command';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('identity')
@Controller('social')
export class SocialSignInController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':provider')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ description: '{"token"}: signs in, or creates the account, with the provider’s profile' })
  @Contract({
    params: z.object({ provider: socialProviderSchema }),
    body: socialSignInSchema,
    response: tokenResponseSchema,
  })
  signIn(@Param('provider') provider: string, @Body() body: unknown) {
    const command = new SocialSignInCommand(
      parseInput(socialProviderSchema, provider),
      parseInput(socialSignInSchema, body),
    );
    return this.commands.execute(command);
  }

  @Post(':provider/connect')
  @Access('applicant')
  @HttpCode(200)
  @ApiOkResponse({ description: '{"token"}: the provider account is linked to the signed-in user' })
  @Contract({
    params: z.object({ provider: socialProviderSchema }),
    body: socialSignInSchema,
    response: tokenResponseSchema,
  })
  async connect(
    @Param('provider') provider: string,
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: AuthenticatedRequest,
  ) {
    const command = new ConnectSocialAccountCommand(
      user.userId,
      parseInput(socialProviderSchema, provider),
      parseInput(socialSignInSchema, body),
    );
    await this.commands.execute(command);
    // The caller stays signed in with the token it sent.
    return { token: (request.headers.authorization ?? '').replace(/^Token\s+/i, '') };
  }
}
