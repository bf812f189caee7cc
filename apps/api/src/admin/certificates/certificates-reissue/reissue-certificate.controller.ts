import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Contract } from '../../../http/openapi/route-contract';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { ReissueCertificateCommand } from './reissue-certificate.command';

/** `POST /api/admin/certificates/{applicationId}/reissue/`: run a student's certificate jobs again. */
@ApiTags('admin')
@Controller('admin/certificates')
@Access('admin')
export class ReissueCertificateController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/reissue')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'The reissue is recorded; the certificate jobs run next' })
  // The application is named by the address: the body is empty (anything sent is ignored).
  @Contract({ body: z.object({}), response: z.object({ id: z.string(), reissue: z.literal('requested') }) })
  async reissue(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    await this.commands.execute(new ReissueCertificateCommand(user.userId, id));
    return { id, reissue: 'requested' };
  }
}
