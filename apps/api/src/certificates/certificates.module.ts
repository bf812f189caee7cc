import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ListCertificatesController } from './list-certificates/list-certificates.controller';
import { MarkCompletionController } from './mark-completion/mark-completion.controller';
import { MarkCompletionHandler } from './mark-completion/mark-completion.handler';
import { OrcidEducationController } from './orcid-education/orcid-education.controller';
import { PublishToOrcidHandler } from './orcid-education/publish-to-orcid.handler';
import { RemoveFromOrcidHandler } from './orcid-education/remove-from-orcid.handler';
import { PublicCertificateController } from './public-certificate/public-certificate.controller';

const httpControllers = [
  ListCertificatesController,
  MarkCompletionController,
  PublicCertificateController,
  OrcidEducationController,
];
const commandHandlers = [MarkCompletionHandler, PublishToOrcidHandler, RemoveFromOrcidHandler];

/** Completion marks, certificates (the owner's, the public page and PDF), ORCID publishing. */
@Module({ imports: [CqrsModule], controllers: httpControllers, providers: commandHandlers })
export class CertificatesModule {}
