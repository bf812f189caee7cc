import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PublicCertificateView } from '@portal/contracts';
import { type CertificateRow, findIssuedCertificate } from '@portal/projections';
import { CertificatePdfs, type Platform, certificateContent } from '@portal/worker';
import type { Response } from 'express';
import { Public } from '../../identity/access/access.decorator';
import { PLATFORM } from '../../platform/platform.module';
import { isAvailable, publicView } from '../shared/certificate-views';

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
    this.pdfs = new CertificatePdfs(platform.config.DATA_DIR, platform.config.PROGRAMME_NAME);
  }

  @Get(':id')
  @ApiOkResponse({ description: 'full_name, certificate_type, course, course_hours' })
  async read(@Param('id') id: string): Promise<PublicCertificateView> {
    return publicView(await certificateContent(this.platform.db, await this.shown(id)));
  }

  @Get(':id/pdf')
  @ApiOkResponse({ description: 'The certificate as a PDF' })
  async pdf(@Param('id') id: string, @Res() response: Response): Promise<void> {
    const row = await this.shown(id);
    const pdf = await this.pdfs.obtain(await certificateContent(this.platform.db, row));
    response
      .type('application/pdf')
      .set('content-disposition', `inline; filename="certificate-${row.id}.pdf"`)
      .send(pdf);
  }

  private async shown(id: string): Promise<CertificateRow> {
    const row = await findIssuedCertificate(this.platform.db, id);
    if (!row || !isAvailable(row)) throw new NotFoundException();
    return row;
  }
}
