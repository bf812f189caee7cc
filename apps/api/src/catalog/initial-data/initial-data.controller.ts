import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { InitialData } from '@portal/contracts';
import { INITIAL_DATA } from './initial-data.texts';
import { Public } from '../../identity/access/access.decorator';

@ApiTags('catalog')
@Controller('initial-data')
@Public()
export class InitialDataController {
  @Get()
  @ApiOkResponse({ description: 'Texts of the sign-in and sign-up pages' })
  get(): InitialData {
    return INITIAL_DATA;
  }
}
