import { z } from 'zod';
import { Body, Controller, Patch, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor, type UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import { ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, profileEditSchema, userViewSchema } from '@portal/contracts';
import { parseInput } from '../../http/validation';
import { Access } from '../access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../access/authenticated-user';
import { EditProfileCommand } from './edit-profile.command';
import { PROFILE_IMAGE_MAX_BYTES } from './profile-images';
import { Contract } from '../../http/openapi/route-contract';

/** Empty strings mean "not sent" (spec §5): the form posts every field, filled or not. */
function withoutEmptyStrings(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== ''));
}

@ApiTags('identity')
@Controller('users')
@Access('applicant')
export class EditProfileController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('me')
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOkResponse({ description: 'The updated user, and the message to show' })
  @UseInterceptors(
    // Kept in memory (the default storage): the image is checked and stored by the command.
    FileInterceptor('profile_image', {
      limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 30 },
    }),
  )
  @Contract({
    body: profileEditSchema,
    files: ['profile_image'],
    response: userViewSchema.extend({ detail: z.string() }),
  })
  async edit(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: unknown,
    @UploadedFile() file?: UploadedMultipartFile,
  ) {
    const input = parseInput(profileEditSchema, withoutEmptyStrings(body));
    const { user: view, emailChangeRequested } = await this.commands.execute(
      new EditProfileCommand(user.userId, input, file?.buffer ?? null, user.sessionId),
    );
    return {
      ...view,
      detail: emailChangeRequested ? MESSAGES.profileUpdatedConfirmEmail : MESSAGES.profileHasBeenUpdated,
    };
  }
}
