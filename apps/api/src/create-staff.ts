import { parseArgs } from 'node:util';
import { emailField } from '@portal/contracts';
import { ConfigError, DataDirLockedError, loadConfig, openPlatform } from '@portal/platform';
import { createStaffAccount } from './identity/staff/create-staff-account';

const USAGE =
  'Usage: npm run create-staff -- <email> --role admin|reviewer [--password <password>] [--first-name <name>] [--last-name <name>]';

/** `npm run create-staff`: a staff account, or a staff role for an existing account. */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      role: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const email = emailField.safeParse(positionals[0] ?? '');
  if (!email.success || (values.role !== 'admin' && values.role !== 'reviewer')) throw new ConfigError(USAGE);
  if (values.password !== undefined && values.password.length < 8)
    throw new ConfigError('The password must have at least 8 characters.');
  const platform = await openPlatform(loadConfig(), { applicationName: 'course-portal-create-staff' });
  try {
    const { created, generatedPassword } = await createStaffAccount(platform, {
      email: email.data,
      role: values.role,
      password: values.password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    if (!created) console.log(`${email.data} is now ${values.role}${values.password ? ', with the new password' : ''}`);
    else
      console.log(
        `Created ${values.role} ${email.data}${generatedPassword ? ` with the password ${generatedPassword}` : ''}`,
      );
  } finally {
    await platform.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? error.message : error);
  process.exit(1);
});
