import { Controller, Get, Inject, type OnApplicationBootstrap, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type CountriesResponse,
  type InstitutionsResponse,
  referenceSearchQuerySchema,
  countriesResponseSchema,
  institutionsResponseSchema,
} from '@portal/contracts';
import type { Logger } from '@portal/platform';
import { parseInput } from '../../http/validation';
import { Public } from '../../identity/access/access.decorator';
import { LOGGER } from '../../platform/platform.module';
import { MAX_COUNTRY_RESULTS, searchCountries } from './countries';
import { MAX_INSTITUTION_RESULTS, institutionIndex, searchInstitutions } from './institution-index';
import { Contract } from '../../http/openapi/route-contract';

/** Countries and institutions for the pickers of the sign-up and profile forms, before anyone signs in. */
@ApiTags('catalog')
@Public()
@Controller('initial-data')
export class ReferenceDataController implements OnApplicationBootstrap {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  /**
   * Reads the prebuilt institution index (a fraction of a second) before the server listens, so neither
   * the first search nor a request arriving during start waits for it. A missing index fails the start
   * with a message saying how to build it.
   */
  async onApplicationBootstrap(): Promise<void> {
    const started = performance.now();
    const index = await institutionIndex();
    this.logger.info(
      { institutions: index.entries.length, ms: Math.round(performance.now() - started) },
      'institutions loaded',
    );
  }

  @Get('countries')
  @ApiOkResponse({ description: `{results: [{name, code}]}, at most ${MAX_COUNTRY_RESULTS}, best matches first` })
  @Contract({ query: referenceSearchQuerySchema, response: countriesResponseSchema })
  countries(@Query() query: unknown): CountriesResponse {
    const { search } = parseInput(referenceSearchQuerySchema, query);
    return { results: searchCountries(search) };
  }

  @Get('institutions')
  @ApiOkResponse({
    description: `{results: [{name, country}]}, at most ${MAX_INSTITUTION_RESULTS}, best matches first`,
  })
  @Contract({ query: referenceSearchQuerySchema, response: institutionsResponseSchema })
  async institutions(@Query() query: unknown): Promise<InstitutionsResponse> {
    const { search } = parseInput(referenceSearchQuerySchema, query);
    return { results: await searchInstitutions(search) };
  }
}
