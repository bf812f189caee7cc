import { Controller, Get, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type CertificateExceptionRow,
  type CertificateListRow,
  certificateExceptionRowSchema,
  certificateListRowSchema,
} from '@portal/contracts';
import {
  CERTIFICATE_SORT_FIELDS,
  EXCEPTION_SORT_FIELDS,
  listCertificatesForStaff,
  listExceptionsForStaff,
} from '@portal/projections';
import type { Platform } from '@portal/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Contract, CONTENT_RANGE } from '../../../http/openapi/route-contract';
import { Access } from '../../../identity/access/access.decorator';
import { PLATFORM } from '../../../platform/platform.module';
import { listQuerySchema, parseListQuery, setContentRange } from '../../shared/ra-list-query';
import { certificateFilterSchema, exceptionFilterSchema } from './certificate-list-filters';

const CERTIFICATE_LIST = {
  filter: certificateFilterSchema,
  sortFields: CERTIFICATE_SORT_FIELDS,
  defaultSort: ['student_name', 'ASC'] as ['student_name', 'ASC'],
};
const EXCEPTION_LIST = {
  filter: exceptionFilterSchema,
  sortFields: EXCEPTION_SORT_FIELDS,
  defaultSort: ['granted_at', 'DESC'] as ['granted_at', 'DESC'],
};

/**
 * Certificates as staff follow them: each matched student's eligibility from recorded attendance and
 * the TA's marks, and the exceptions granted (with reasons).
 */
@ApiTags('admin')
@Controller('admin')
@Access('admin')
export class AdminCertificateListController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get('certificates')
  @ApiOkResponse({ description: 'One page of matched students and their certificates; total in `Content-Range`' })
  @Contract({
    query: listQuerySchema(CERTIFICATE_LIST),
    response: z.array(certificateListRowSchema),
    headers: CONTENT_RANGE,
  })
  async list(
    @Query() query: unknown,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<CertificateListRow[]> {
    const listQuery = parseListQuery(query, CERTIFICATE_LIST);
    const { rows, total } = await listCertificatesForStaff(this.platform.db, listQuery);
    setContentRange(response, 'certificates', listQuery.start, rows.length, total);
    return rows;
  }

  @Get('certificates/:id')
  @ApiOkResponse({ description: 'One matched student application and its certificate' })
  @Contract({ response: certificateListRowSchema })
  async show(@Param('id') id: string): Promise<CertificateListRow> {
    const { rows } = await listCertificatesForStaff(this.platform.db, {
      start: 0,
      end: 0,
      sortField: 'id',
      order: 'ASC',
      filter: { id },
    });
    if (!rows[0]) throw new NotFoundException();
    return rows[0];
  }

  @Get('certificate-exceptions')
  @ApiOkResponse({ description: 'One page of attendance exceptions with reasons; total in `Content-Range`' })
  @Contract({
    query: listQuerySchema(EXCEPTION_LIST),
    response: z.array(certificateExceptionRowSchema),
    headers: CONTENT_RANGE,
  })
  async exceptions(
    @Query() query: unknown,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<CertificateExceptionRow[]> {
    const listQuery = parseListQuery(query, EXCEPTION_LIST);
    const { rows, total } = await listExceptionsForStaff(this.platform.db, listQuery);
    setContentRange(response, 'certificate-exceptions', listQuery.start, rows.length, total);
    return rows;
  }
}
