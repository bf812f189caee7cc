import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { userViewSchema } from '@portal/contracts';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { UserView } from '@portal/contracts';
import { findProfile, findUserById } from '@portal/projections';
import type { Platform } from '@portal/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendDownload } from '../../http/send-download';
import { PLATFORM } from '../../platform/platform.module';
import { Access, Public } from '../access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../access/authenticated-user';
import { STORED_NAME, profileImageKey } from './profile-images';
import { toUserView } from './user-view';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('identity')
@Controller('users')
export class GetMeController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get('me')
  @Access('applicant')
  @ApiOkResponse({ description: 'The signed-in user (spec §3)' })
  @Contract({ response: userViewSchema })
  async me(@CurrentUser() user: AuthenticatedUser): Promise<UserView> {
    const row = await findUserById(this.platform.db, user.userId);
    if (!row) throw new NotFoundException();
    return toUserView(row, await findProfile(this.platform.db, user.userId));
  }

  /**
   * Profile pictures, by their unguessable stored names, from the blob store every API process shares.
   * A picture is its person's data: browsers may keep it for an hour, shared caches not at all.
   */
  @Get('profile-images/:name')
  @Public()
  @Contract({ response: { binary: ['image/jpeg', 'image/png'] } })
  async image(
    @Param('name') name: string,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ): Promise<void> {
    if (!STORED_NAME.test(name)) throw new NotFoundException();
    const image = await this.platform.files.read(profileImageKey(name));
    if (!image) throw new NotFoundException();
    await sendDownload(request, response, image, { cacheControl: 'private, max-age=3600' });
  }
}
