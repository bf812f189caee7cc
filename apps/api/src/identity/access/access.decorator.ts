import { SetMetadata } from '@nestjs/common';

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
