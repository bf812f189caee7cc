import { z } from 'zod';
import { Body, Controller, Delete, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  MESSAGES,
  type OrcidEducationRecordView,
  orcidPublishSchema,
  orcidRemoveSchema,
  orcidEducationRecordViewSchema,
} from '@portal/contracts';
import { listCertificatesOfUser } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { PLATFORM } from '../../platform/platform.module';
import { PublishToOrcidCommand } from './publish-to-orcid.command';
import { RemoveFromOrcidCommand } from './remove-from-orcid.command';
import { Contract } from '../../http/openapi/route-contract';

/** Certificates published to the person's ORCID record as education records (spec 1 §7). */
@ApiTags('certificates')
@Controller('social/orcid/education')
@Access('applicant')
export class OrcidEducationController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Get()
  @ApiOkResponse({ description: '[{cert_id, record_id}] for each published certificate' })
  @Contract({ response: z.array(orcidEducationRecordViewSchema) })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<OrcidEducationRecordView[]> {
    const certificates = await listCertificatesOfUser(this.platform.db, user.userId);
    return certificates
      .filter((certificate) => certificate.orcid_put_code)
      .map((certificate) => ({ cert_id: certificate.id, record_id: certificate.orcid_put_code as string }));
  }

  @Post()
  @HttpCode(201)
  @ApiOkResponse({ description: '{cert_id, record_id, detail: "Published to Orcid"}' })
  @Contract({ body: orcidPublishSchema, response: orcidEducationRecordViewSchema.extend({ detail: z.string() }) })
  async publish(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const { cert_id } = parseInput(orcidPublishSchema, body);
    const recordId: string = await this.commands.execute(new PublishToOrcidCommand(user.userId, cert_id));
    return { cert_id, record_id: recordId, detail: MESSAGES.publishedToOrcid };
  }

  @Delete()
  @HttpCode(200)
  @ApiOkResponse({ description: '{record_id, detail: "Removed from Orcid"}' })
  @Contract({ body: orcidRemoveSchema, response: z.object({ record_id: z.string(), detail: z.string() }) })
  async remove(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const { record_id } = parseInput(orcidRemoveSchema, body);
    await this.commands.execute(new RemoveFromOrcidCommand(user.userId, record_id));
    return { record_id, detail: MESSAGES.removedFromOrcid };
  }
}
