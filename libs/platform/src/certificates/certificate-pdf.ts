import { createHash } from 'node:crypto';
import type { CertificateType } from '@portal/contracts';
import type { FileDownload, PersonalFiles } from '../files/personal-files';
import type { CertificateContent } from './certificate-content';

/** The certificate's title line for each of the five types (spec 1 §6). */
export const CERTIFICATE_TITLES: Record<CertificateType, string> = {
  completed_the_course: 'Certificate of completion',
  completed_the_course_and_project: 'Certificate of completion with project',
  ta_certificate: 'Teaching assistant certificate',
  lead_ta_certificate: 'Lead teaching assistant certificate',
  project_ta_certificate: 'Project teaching assistant certificate',
};

/**
 * A one-page landscape A4 certificate with the name, type, course and hours. pdfkit (with its fonts)
 * is loaded on the first render, not when the API starts: most processes never render one.
 */
export async function renderCertificatePdf(content: CertificateContent, programmeName: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 60,
      // A fixed creation date keeps the bytes of one certificate the same each time it is rendered.
      info: {
        Title: `${CERTIFICATE_TITLES[content.certificateType]}: ${content.courseName}`,
        CreationDate: new Date(content.issuedAt),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const width = doc.page.width - 120;
    doc
      .rect(30, 30, doc.page.width - 60, doc.page.height - 60)
      .lineWidth(2)
      .stroke('#1a3d6d');
    doc.moveDown(2).font('Helvetica').fontSize(16).fillColor('#1a3d6d').text(programmeName, { align: 'center', width });
    doc
      .moveDown(1.5)
      .font('Helvetica-Bold')
      .fontSize(30)
      .fillColor('#000')
      .text(CERTIFICATE_TITLES[content.certificateType], { align: 'center', width });
    doc.moveDown(1.2).font('Helvetica').fontSize(14).text('This certifies that', { align: 'center', width });
    doc
      .moveDown(0.6)
      .font('Helvetica-Bold')
      .fontSize(26)
      .text(content.fullName || '—', { align: 'center', width });
    doc
      .moveDown(0.8)
      .font('Helvetica')
      .fontSize(14)
      .text(`took part in ${content.courseName}`, { align: 'center', width });
    doc.moveDown(0.4).text(`Course hours: ${content.courseHours}`, { align: 'center', width });
    doc
      .moveDown(2)
      .fontSize(10)
      .fillColor('#444')
      .text(`Issued ${content.issuedAt.slice(0, 10)} · Certificate ${content.id}`, { align: 'center', width });
    doc.end();
  });
}

/** Where a rendered certificate is kept: named by what it says, so a changed name or type is a new file. */
export function certificatePdfKey(content: CertificateContent, programmeName: string): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([content, programmeName]))
    .digest('hex')
    .slice(0, 16);
  return `certificates/${content.id}-${digest}.pdf`;
}

/**
 * Rendered certificates in the blob store, sealed with their holder's key (a certificate names its
 * holder): an unchanged certificate is read back, a changed one renders anew. The issue job renders
 * ahead of time on whichever worker runs it; a request for one not there yet renders it then, so a PDF
 * is never missing, whichever API process is asked.
 */
export class CertificatePdfs {
  constructor(
    private readonly files: PersonalFiles,
    private readonly programmeName: string,
  ) {}

  async obtain(content: CertificateContent, holderId: string): Promise<FileDownload> {
    const key = certificatePdfKey(content, this.programmeName);
    const stored = await this.files.read(key);
    if (stored) return stored;
    const pdf = await renderCertificatePdf(content, this.programmeName);
    return this.files.keepIfPossible(key, holderId, pdf, 'application/pdf');
  }
}
