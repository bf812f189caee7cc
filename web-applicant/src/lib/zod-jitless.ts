import { config } from 'zod/v4';

/**
 * zod compiles a fast parser per object schema with `new Function`, first probing whether it may;
 * under the portal's Content-Security-Policy (no 'unsafe-eval') that probe is refused and reported as
 * a `script-src` violation on every page, so a report would no longer mean an attack. Jitless parsing
 * skips the probe, but zod decides when it builds a schema, so the setting must come before the first
 * one. vite.config.ts resolves every `import … from 'zod'` of the app (and of @portal/contracts) to this
 * module: whatever chunk a schema lands in, it imports zod through here, after the setting. (An import
 * at the top of main.tsx was not enough: a chunk holding both zod and the contracts' schemas runs
 * before the entry's own code.)
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
