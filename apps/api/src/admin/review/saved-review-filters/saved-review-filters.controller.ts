import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type SavedReviewFilter,
  type SavedReviewFiltersResponse,
  savedReviewFilterInputSchema,
  savedReviewFilterSchema,
  savedReviewFiltersResponseSchema,
} from '@portal/contracts';
import { NotFoundError } from '@portal/domain';
import { savedReviewFiltersOf } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { z } from 'zod';
import { Contract } from '../../../http/openapi/route-contract';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { applicationFilterSchema } from '../../applications/list-applications/application-filters';
import { DeleteReviewFilterCommand } from './delete-review-filter.command';
import { SaveReviewFilterCommand } from './save-review-filter.command';

/** What is saved must be a filter the staff list accepts, so a saved filter always opens a queue. */
const inputSchema = savedReviewFilterInputSchema.extend({ filter: applicationFilterSchema });
const filterId = z.uuid();

/**
 * Each reviewer's named filters of the review queue, kept on the server so that they follow the
 * reviewer to any browser. Every route reads and writes the caller's own filters only.
 */
@ApiTags('admin')
@Controller('admin/review-filters')
@Access('reviewer')
export class SavedReviewFiltersController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Get()
  @ApiOkResponse({ description: '{results: [{id, name, filter, saved_at}]}: the caller’s saved filters, by name' })
  @Contract({ response: savedReviewFiltersResponseSchema })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<SavedReviewFiltersResponse> {
    return { results: await savedReviewFiltersOf(this.platform.db, user.userId) };
  }

  @Post()
  @HttpCode(201)
  @ApiOkResponse({ description: 'The filter as saved: {id, name, filter, saved_at}; a name in use is replaced' })
  @Contract({ body: inputSchema, response: savedReviewFilterSchema })
  async save(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown): Promise<SavedReviewFilter> {
    const { name, filter } = parseInput(inputSchema, body);
    await this.commands.execute(new SaveReviewFilterCommand(user.userId, name, filter));
    const saved = await savedReviewFiltersOf(this.platform.db, user.userId);
    const found = saved.find((filter) => filter.name === name);
    // The command has just saved it under this name.
    if (!found) throw new Error(`The review filter "${name}" was saved but cannot be read.`);
    return found;
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOkResponse({ description: 'Deleted; 404 for a filter that is not the caller’s' })
  @Contract({ params: z.object({ id: filterId }), response: 'empty' })
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    // Parsing the address: a filter id is a uuid, so anything else names no filter.
    if (!filterId.safeParse(id).success) throw new NotFoundError('Saved filter not found.');
    await this.commands.execute(new DeleteReviewFilterCommand(user.userId, id));
  }
}
