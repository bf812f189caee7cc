import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { socialProviderSchema, socialSignInSchema } from '@portal/contracts';
import { parseInput } from '../../http/validation';
import { Access, Public } from '../access/access.decorator';
import { type AuthenticatedRequest, type AuthenticatedUser, CurrentUser } from '../access/authenticated-user';
import { SocialSignInHandler } from './social-sign-in.handler';

@ApiTags('identity')
@Controller('social')
export class SocialSignInController {
  constructor(private readonly handler: SocialSignInHandler) {}

  @Post(':provider')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ description: '{"token"}: signs in, or creates the account, with the provider’s profile' })
  signIn(@Param('provider') provider: string, @Body() body: unknown) {
    return this.handler.signIn(parseInput(socialProviderSchema, provider), parseInput(socialSignInSchema, body));
  }

  @Post(':provider/connect')
  @Access('applicant')
  @HttpCode(200)
  @ApiOkResponse({ description: '{"token"}: the provider account is linked to the signed-in user' })
  async connect(
    @Param('provider') provider: string,
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: AuthenticatedRequest,
  ) {
    await this.handler.connectTo(
      user.userId,
      parseInput(socialProviderSchema, provider),
      parseInput(socialSignInSchema, body),
    );
    // The caller stays signed in with the token it sent.
    return { token: request.headers.authorization!.replace(/^Token\s+/i, '') };
  }
}
