import { SetMetadata } from '@nestjs/common';
import type { ApiTokenScope } from '@portal/contracts';

/**
 * Who may call a route. One global guard reads this on every route; a route that declares nothing is
 * refused, so a forgotten declaration fails closed. `anonymous` means anyone (the caller is still
 * identified when a token is sent); `applicant` any signed-in user; `reviewer` staff (reviewers and
 * admins); `admin` admins only.
 */
export type AccessLevel = 'anonymous' | 'applicant' | 'reviewer' | 'admin';

export const ACCESS_KEY = 'portal:access';

export const Access = (level: AccessLevel) => SetMetadata(ACCESS_KEY, level);

/** Open to anyone, signed in or not. */
export const Public = () => Access('anonymous');

export const TOKEN_SCOPE_KEY = 'portal:token-scope';

/**
 * The API-token scope that lets a token call the route (docs/architecture.md §9.5). Only routes that
 * declare one take `Authorization: Bearer <token>`; every other route refuses a token, so a token never
 * reaches an applicant's route. A session still needs the route's access level.
 */
export const TokenScope = (scope: ApiTokenScope) => SetMetadata(TOKEN_SCOPE_KEY, scope);
