import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type ApiTokenScope, MESSAGES } from '@portal/contracts';
import { apiTokenActor } from '@portal/domain';
import { hashSessionToken } from '../shared/session-tokens';
import { ACCESS_KEY, type AccessLevel, TOKEN_SCOPE_KEY } from './access.decorator';
import { ApiTokenUse } from './api-token-use';
import type { AuthenticatedRequest } from './authenticated-user';
import { SessionCache } from './session-cache';
import { SessionUse } from './session-use';

const TOKEN_HEADER = /^Token\s+(\S{1,512})$/i;
const BEARER_HEADER = /^Bearer\s+(\S{1,512})$/i;

/**
 * The one guard on every route: identifies the caller from the token and checks the route's declared
 * access level. A route that declares none is refused, so a missing declaration fails closed. An API
 * token (`Bearer`) is taken only where the route declares the scope it needs (`@TokenScope`).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionCache,
    private readonly use: SessionUse,
    private readonly apiTokens: ApiTokenUse,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, targets);
    if (!level) throw new ForbiddenException(MESSAGES.permissionDenied);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers.authorization;
    const bearer = header ? BEARER_HEADER.exec(header)?.[1] : undefined;
    const scope = this.reflector.getAllAndOverride<ApiTokenScope | undefined>(TOKEN_SCOPE_KEY, targets);
    // An open route that takes no token serves a caller sending one as anyone else: unsigned.
    if (bearer && level === 'anonymous' && !scope) return true;
    if (bearer) return this.admitApiToken(bearer, request, scope);
    const token = header ? TOKEN_HEADER.exec(header)?.[1] : undefined;
    const found = token ? await this.sessions.find(hashSessionToken(token)) : null;
    // An expired session is ended here and answers as any unknown token does.
    const session = found && (await this.use.admit(found, request)) ? found : null;
    if (session) request.auth = { userId: session.user_id, sessionId: session.session_id, role: session.role };
    if (level === 'anonymous') return true;
    // A stale token on an open route is ignored (the home page still loads); here it must be valid.
    if (!session) throw new UnauthorizedException(header ? MESSAGES.invalidToken : MESSAGES.notAuthenticated);
    if (level === 'applicant') return true;
    if (level === 'reviewer' && (session.role === 'reviewer' || session.role === 'admin')) return true;
    if (level === 'admin' && session.role === 'admin') return true;
    throw new ForbiddenException(MESSAGES.permissionDenied);
  }

  /** Unknown, revoked or expired: 401 wherever it is sent. Live but not for this route: 403. */
  private async admitApiToken(
    secret: string,
    request: AuthenticatedRequest,
    scope: ApiTokenScope | undefined,
  ): Promise<boolean> {
    const token = await this.apiTokens.admit(secret);
    if (!token) throw new UnauthorizedException(MESSAGES.invalidToken);
    if (!scope || !token.scopes.includes(scope)) throw new ForbiddenException(MESSAGES.permissionDenied);
    const apiToken = { id: token.id, name: token.name, scopes: token.scopes };
    request.auth = { userId: apiTokenActor(token.id), sessionId: '', role: 'admin', apiToken };
    return true;
  }
}
