import { Controller, Get } from '@nestjs/common';
import { initialDataSchema } from '@portal/contracts';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { InitialData } from '@portal/contracts';
import { INITIAL_DATA } from './initial-data.texts';
import { Public } from '../../identity/access/access.decorator';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('catalog')
@Controller('initial-data')
@Public()
export class InitialDataController {
  @Get()
  @ApiOkResponse({ description: 'Texts of the sign-in and sign-up pages' })
  @Contract({ response: initialDataSchema })
  get(): InitialData {
    return INITIAL_DATA;
  }
}
