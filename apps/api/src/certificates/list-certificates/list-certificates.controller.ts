import { z } from 'zod';
import { Controller, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import { certificateViewSchema } from '@portal/contracts';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CertificateView } from '@portal/contracts';
import { findIssuedCertificate, listCertificatesOfUser } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { PLATFORM } from '../../platform/platform.module';
import { ownerView } from '../shared/certificate-views';
import { Contract } from '../../http/openapi/route-contract';

/** The Documents tab's certificates: the owner's only (another person's answers 404). */
@ApiTags('certificates')
@Controller('users/certificates')
@Access('applicant')
export class ListCertificatesController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  @ApiOkResponse({ description: 'The caller’s certificates, newest first' })
  @Contract({ response: z.array(certificateViewSchema) })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<CertificateView[]> {
    return (await listCertificatesOfUser(this.platform.db, user.userId)).map(ownerView);
  }

  @Get(':id')
  @Contract({ response: certificateViewSchema })
  async read(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<CertificateView> {
    const row = await findIssuedCertificate(this.platform.db, id);
    if (!row || row.user_id !== user.userId) throw new NotFoundException();
    return ownerView(row);
  }
}
