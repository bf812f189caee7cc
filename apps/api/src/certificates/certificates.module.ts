import { Module } from '@nestjs/common';
import { AdminCertificatesController } from './admin-certificates/admin-certificates.controller';
import { AdminCertificatesHandler } from './admin-certificates/admin-certificates.handler';
import { ListCertificatesController } from './list-certificates/list-certificates.controller';
import { MarkCompletionController } from './mark-completion/mark-completion.controller';
import { OrcidEducationController } from './orcid-education/orcid-education.controller';
import { OrcidEducationHandler } from './orcid-education/orcid-education.handler';
import { PublicCertificateController } from './public-certificate/public-certificate.controller';

const httpControllers = [
  ListCertificatesController,
  MarkCompletionController,
  PublicCertificateController,
  OrcidEducationController,
  AdminCertificatesController,
];
const commandHandlers = [OrcidEducationHandler, AdminCertificatesHandler];

/** Completion marks, certificates (the owner's, the public page and PDF), ORCID publishing, staff's part. */
@Module({ controllers: httpControllers, providers: commandHandlers, exports: commandHandlers })
export class CertificatesModule {}
