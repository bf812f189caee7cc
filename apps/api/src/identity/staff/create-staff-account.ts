import { randomBytes } from 'node:crypto';
import { type StaffRole, userDecider, userStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { accountByEmail } from '../shared/account-by-email';
import { IdentityKeys } from '../shared/identity-keys';
import { requestMetadata } from '../shared/metadata';
import { hashPassword } from '../shared/passwords';
import { registerAccount } from '../shared/register-account';

export interface StaffAccount {
  email: string;
  role: StaffRole;
  /** For a new account, generated when not given; for an existing one, replaces its password when given. */
  password?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Makes a staff member: a new, already verified account with the role, or the role granted to the
 * account that already has this email. Returns whether an account was created, and any password made for it.
 */
export async function createStaffAccount(
  platform: Platform,
  staff: StaffAccount,
): Promise<{ userId: string; created: boolean; generatedPassword?: string }> {
  const keys = new IdentityKeys(platform);
  const email = staff.email.trim().toLowerCase();
  const passwordHash = staff.password ? await hashPassword(staff.password) : null;
  const existing = await accountByEmail(platform, keys.emailIndex(email));
  const metadata = requestMetadata('system');
  if (existing) {
    await platform.commands.execute(metadata, async (session) => {
      const now = new Date();
      const user = await session.load(userStreamId(existing.userId), userDecider);
      session.decide(user, 'user', { type: 'GrantRole', role: staff.role, now });
      if (passwordHash) session.decide(user, 'user', { type: 'ChangePassword', passwordHash, via: 'staff', now });
    });
    return { userId: existing.userId, created: false };
  }
  const password = staff.password || randomBytes(12).toString('base64url');
  const generatedPassword = staff.password ? undefined : password;
  const newPasswordHash = passwordHash ?? (await hashPassword(password));
  const { result: userId } = await platform.commands.execute(metadata, async (session) => {
    const registered = await registerAccount(
      session,
      keys,
      {
        firstName: staff.firstName ?? 'Staff',
        lastName: staff.lastName ?? (staff.role === 'admin' ? 'Admin' : 'Reviewer'),
        email,
        passwordHash: newPasswordHash,
        emailVerified: true,
        role: staff.role,
      },
      new Date(),
    );
    return registered.userId;
  });
  return { userId, created: true, generatedPassword };
}
