import type { Platform } from '@portal/platform';
import { createStaffAccount } from '../identity/staff/create-staff-account';

/** The demo's accounts; README names them. Passwords are public: this is the offline demo only. */
export const DEMO_PEOPLE = [
  { email: 'admin@example.org', password: 'demo-admin-2026', role: 'admin', firstName: 'Ada', lastName: 'Admin' },
  {
    email: 'reviewer@example.org',
    password: 'demo-reviewer-2026',
    role: 'reviewer',
    firstName: 'Rui',
    lastName: 'Reviewer',
  },
] as const;

export async function seedDemoPeople(platform: Platform): Promise<void> {
  for (const { email, password, role, firstName, lastName } of DEMO_PEOPLE) {
    await createStaffAccount(platform, { email, password, role, firstName, lastName });
  }
}
