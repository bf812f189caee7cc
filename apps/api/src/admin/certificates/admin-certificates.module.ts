import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminCertificatesController } from './admin-certificates/admin-certificates.controller';
import { GrantAttendanceExceptionHandler } from './admin-certificates/grant-attendance-exception.handler';
import { IssueTaCertificatesHandler } from './admin-certificates/issue-ta-certificates.handler';
import { MarkSurveysHandler } from './admin-certificates/mark-surveys.handler';
import { AdminCertificateListController } from './certificates-list/admin-certificate-list.controller';
import { ReissueCertificateController } from './certificates-reissue/reissue-certificate.controller';
import { ReissueCertificateHandler } from './certificates-reissue/reissue-certificate.handler';

const httpControllers = [AdminCertificateListController, ReissueCertificateController, AdminCertificatesController];
const commandHandlers = [
  MarkSurveysHandler,
  GrantAttendanceExceptionHandler,
  IssueTaCertificatesHandler,
  ReissueCertificateHandler,
];

/** Staff's part in certificates: eligibility and exceptions, survey marks, TAs' certificates, reissues. */
@Module({ imports: [CqrsModule], controllers: httpControllers, providers: commandHandlers })
export class AdminCertificatesModule {}
