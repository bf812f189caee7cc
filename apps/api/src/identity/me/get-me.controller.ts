import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { UserView } from '@portal/contracts';
import { findProfile, findUserById } from '@portal/projections';
import type { Platform } from '@portal/worker';
import type { Response } from 'express';
import { PLATFORM } from '../../platform/platform.module';
import { Access, Public } from '../access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../access/authenticated-user';
import { STORED_NAME, profileImagesDir } from './profile-images';
import { toUserView } from './user-view';

@ApiTags('identity')
@Controller('users')
export class GetMeController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get('me')
  @Access('applicant')
  @ApiOkResponse({ description: 'The signed-in user (spec §3)' })
  async me(@CurrentUser() user: AuthenticatedUser): Promise<UserView> {
    const row = await findUserById(this.platform.db, user.userId);
    if (!row) throw new NotFoundException();
    return toUserView(row, await findProfile(this.platform.db, user.userId));
  }

  /** Profile pictures, by their unguessable stored names. */
  @Get('profile-images/:name')
  @Public()
  image(@Param('name') name: string, @Res() response: Response): void {
    if (!STORED_NAME.test(name)) throw new NotFoundException();
    response.sendFile(
      name,
      { root: profileImagesDir(this.platform.config.DATA_DIR), maxAge: '1d', dotfiles: 'deny' },
      (error) => {
        if (error && !response.headersSent) response.status(404).json({ detail: 'Not found.', code: 'not_found' });
      },
    );
  }
}
