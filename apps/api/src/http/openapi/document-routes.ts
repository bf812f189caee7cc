import { HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { RequestMethod, type INestApplication } from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import type { ApiTokenScope } from '@portal/contracts';
import { ACCESS_KEY, type AccessLevel, TOKEN_SCOPE_KEY } from '../../identity/access/access.decorator';
import { ROUTE_CONTRACT, type RouteContract } from './route-contract';

/** A route as the document needs it, read from the same metadata the guard and the router read. */
export interface DocumentedRoute {
  access: AccessLevel | undefined;
  /** The API-token scope the route takes (`@TokenScope`), if it takes a token at all. */
  scope: ApiTokenScope | undefined;
  contract: RouteContract | undefined;
  status: number;
}

/** Every controller method's route, keyed by the operation id @nestjs/swagger gives it. */
export function documentedRoutes(app: INestApplication): Map<string, DocumentedRoute> {
  const reflector = new Reflector();
  const routes = new Map<string, DocumentedRoute>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const operationId = `${controller.name}_${name}`;
        // @nestjs/swagger names operations by class and method: two controllers of one name would
        // share ids, and one would be documented with the other's access and contract.
        if (routes.has(operationId)) throw new Error(`two controllers are named ${controller.name}: rename one`);
        routes.set(operationId, {
          access: reflector.getAllAndOverride<AccessLevel>(ACCESS_KEY, [handler, controller]),
          scope: reflector.getAllAndOverride<ApiTokenScope>(TOKEN_SCOPE_KEY, [handler, controller]),
          contract: Reflect.getMetadata(ROUTE_CONTRACT, handler) as RouteContract | undefined,
          status:
            (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
            (method === RequestMethod.POST ? 201 : 200),
        });
      }
    }
  }
  return routes;
}
