import { config } from 'zod';

/**
 * zod compiles a fast parser per object schema with `new Function`, first probing whether it may;
 * under the portal's Content-Security-Policy (no 'unsafe-eval') that probe is refused and reported as
 * a `script-src` violation on every page, so a report would no longer mean an attack. Jitless parsing
 * skips the probe. It must run before any schema is made (zod decides when it builds one), so
 * main.tsx imports this module first.
 */
config({ jitless: true });
