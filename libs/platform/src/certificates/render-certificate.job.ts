import { findIssuedCertificate } from '@portal/projections';
import type { JobHandler } from '../jobs/job-handler';
import { certificateContent } from './certificate-content';
import { CertificatePdfs } from './certificate-pdf';

export const RENDER_CERTIFICATE_JOB = 'render-certificate';

export interface RenderCertificatePayload {
  certificateId: string;
}

/**
 * Renders an issued certificate's PDF ahead of its first download, into the blob store every API
 * process reads. Rendering is a pure function of what the certificate says, kept under a name made of
 * it: a second run finds the file there.
 */
export const renderCertificateJob: JobHandler<RenderCertificatePayload> = {
  type: RENDER_CERTIFICATE_JOB,

  async run({ certificateId }, context) {
    const row = await findIssuedCertificate(context.db, certificateId);
    if (!row) return [];
    const pdfs = new CertificatePdfs(context.files, context.config.PROGRAMME_NAME);
    await pdfs.obtain(await certificateContent(context.db, row), row.user_id);
    return [];
  },
};
