import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MESSAGES } from '@portal/contracts';
import { hashSessionToken } from '../shared/session-tokens';
import { ACCESS_KEY, type AccessLevel } from './access.decorator';
import type { AuthenticatedRequest } from './authenticated-user';
import { SessionCache } from './session-cache';
import { SessionUse } from './session-use';

const TOKEN_HEADER = /^Token\s+(\S{1,512})$/i;

/**
 * The one guard on every route: identifies the caller from the token and checks the route's declared
 * access level. A route that declares none is refused, so a missing declaration fails closed.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionCache,
    private readonly use: SessionUse,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!level) throw new ForbiddenException(MESSAGES.permissionDenied);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers.authorization;
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
}
