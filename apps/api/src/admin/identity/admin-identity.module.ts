import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateApiTokenController } from './create-api-token/create-api-token.controller';
import { CreateApiTokenHandler } from './create-api-token/create-api-token.handler';
import { ListApiTokensController } from './list-api-tokens/list-api-tokens.controller';
import { RevokeApiTokenController } from './revoke-api-token/revoke-api-token.controller';
import { RevokeApiTokenHandler } from './revoke-api-token/revoke-api-token.handler';

const httpControllers = [CreateApiTokenController, ListApiTokensController, RevokeApiTokenController];
const commandHandlers = [CreateApiTokenHandler, RevokeApiTokenHandler];

/** The identity context's staff endpoints: the integrators' API tokens (admins, docs/architecture.md §9.5). */
@Module({ imports: [CqrsModule], controllers: httpControllers, providers: commandHandlers })
export class AdminIdentityModule {}
