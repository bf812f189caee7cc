import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { ReissueCertificateHandler } from './reissue-certificate.handler';

/** `POST /api/admin/certificates/{applicationId}/reissue/`: run a student's certificate jobs again. */
@ApiTags('admin')
@Controller('admin/certificates')
@Access('admin')
export class ReissueCertificateController {
  constructor(private readonly handler: ReissueCertificateHandler) {}

  @Post(':id/reissue')
  @HttpCode(202)
  @ApiOkResponse({ description: 'The reissue is recorded; the certificate jobs run next' })
  async reissue(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    await this.handler.reissue(user.userId, id);
    return { id, reissue: 'requested' };
  }
}
