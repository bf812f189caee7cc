import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { NotFoundError } from '@portal/domain';
import { findRedirectRoute } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { z } from 'zod';
import { parseInput } from '../../http/validation';
import { PLATFORM } from '../../platform/platform.module';
import { Public } from '../access/access.decorator';
import { Contract } from '../../http/openapi/route-contract';

/** The uids emails carry are 22 base64url characters; the bound keeps junk away from the database. */
const redirectParamsSchema = z.object({
  uid: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a valid link.'),
});

export interface RedirectResponse {
  results: Array<{ route: string }>;
}

/** Resolves the short links of emails (`/sign-in?uid=`): after sign-in the app goes to `results[0].route`. */
@ApiTags('identity')
@Public()
@Controller('redirect')
export class RedirectController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get('get/:uid')
  @ApiParam({ name: 'uid', description: 'The uid of a link an email carried' })
  @ApiOkResponse({ description: '{results: [{route}]}, e.g. {"results": [{"route": "/account"}]}' })
  @ApiBadRequestResponse({ description: 'A uid longer than 64 characters or outside [A-Za-z0-9_-]' })
  @ApiNotFoundResponse({ description: 'No email ever carried this uid: {"detail": "Not found.", "code": "not_found"}' })
  @Contract({ params: redirectParamsSchema, response: z.object({ results: z.array(z.object({ route: z.string() })) }) })
  async resolve(@Param() params: unknown): Promise<RedirectResponse> {
    const { uid } = parseInput(redirectParamsSchema, params);
    const route = await findRedirectRoute(this.platform.db, uid);
    if (route === null) throw new NotFoundError();
    return { results: [{ route }] };
  }
}
