import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { publicCertificateViewSchema } from '@portal/contracts';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PublicCertificateView } from '@portal/contracts';
import { type CertificateRow, findIssuedCertificate } from '@portal/projections';
import { CertificatePdfs, type Platform, certificateContent } from '@portal/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendDownload } from '../../http/send-download';
import { Public } from '../../identity/access/access.decorator';
import { PLATFORM } from '../../platform/platform.module';
import { isAvailable, publicView } from '../shared/certificate-views';
import { Contract } from '../../http/openapi/route-contract';

/**
 * The public certificate page and its PDF: anyone with the link (the id is a random-looking UUID).
 * A certificate the survey rule still holds back is not found, as one that does not exist.
 */
@ApiTags('certificates')
@Controller('certificates')
@Public()
export class PublicCertificateController {
  private readonly pdfs: CertificatePdfs;
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {
    this.pdfs = new CertificatePdfs(platform.files, platform.config.PROGRAMME_NAME);
  }

  @Get(':id')
  @ApiOkResponse({ description: 'full_name, certificate_type, course, course_hours' })
  @Contract({ response: publicCertificateViewSchema })
  async read(@Param('id') id: string): Promise<PublicCertificateView> {
    return publicView(await certificateContent(this.platform.db, await this.shown(id)));
  }

  @Get(':id/pdf')
  @ApiOkResponse({ description: 'The certificate as a PDF' })
  @Contract({ response: { binary: ['application/pdf'] } })
  async pdf(@Param('id') id: string, @Req() request: FastifyRequest, @Res() response: FastifyReply): Promise<void> {
    const row = await this.shown(id);
    const pdf = await this.pdfs.obtain(await certificateContent(this.platform.db, row), row.user_id);
    // The same address serves a new PDF after a reissue: browsers keep it but ask again each time.
    await sendDownload(request, response, pdf, {
      cacheControl: 'public, no-cache',
      disposition: `inline; filename="certificate-${row.id}.pdf"`,
    });
  }

  private async shown(id: string): Promise<CertificateRow> {
    const row = await findIssuedCertificate(this.platform.db, id);
    if (!row || !isAvailable(row)) throw new NotFoundException();
    return row;
  }
}
