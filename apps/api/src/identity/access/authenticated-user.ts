import type { ApiTokenScope } from '@portal/contracts';
import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** Who is calling, as the access guard found them from the `Authorization: Token ...` header. */
export interface AuthenticatedUser {
  userId: string;
  sessionId: string;
  role: 'admin' | 'reviewer' | null;
  /**
   * Set when an API token is calling: `userId` is then the token's actor (`api-token:<id>`), so every
   * event it causes names the token; `sessionId` is empty (a token has no session) and `role` admin,
   * since only admins create tokens and the route's scope already bounds what the token may do.
   */
  apiToken?: { id: string; name: string; scopes: ReadonlyArray<ApiTokenScope> };
}

export type AuthenticatedRequest = FastifyRequest & { auth?: AuthenticatedUser };

/** The signed-in caller; only on routes whose access level requires a sign-in. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const auth = context.switchToHttp().getRequest<AuthenticatedRequest>().auth;
  if (!auth) throw new Error('CurrentUser used on a route open to anonymous callers');
  return auth;
});

/** The caller if signed in, else null (routes open to anyone that answer differently when signed in). */
export const OptionalUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser | null =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().auth ?? null,
);
