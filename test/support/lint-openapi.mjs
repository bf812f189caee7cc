// Lints an OpenAPI document with Redocly's recommended rules, offline. Run as a child process by the
// contract test: @redocly/openapi-core is ESM-only, which jest's CommonJS runtime cannot load.
// Usage: node test/support/lint-openapi.mjs <document.json>; prints the problems as JSON.
import { readFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';

const file = process.argv[2];
// The spec's paths end with a slash (`/api/users/sign-in/`), and the document lists them as served:
// Redocly's style rule against trailing slashes is the one recommended rule turned off.
const config = await createConfig({ extends: ['recommended'], rules: { 'no-path-trailing-slash': 'off' } });
const problems = await lintFromString({ source: readFileSync(file, 'utf8'), absoluteRef: file, config });
const described = problems.map((problem) => ({
  severity: problem.severity,
  rule: problem.ruleId,
  message: problem.message,
  at: problem.location?.[0]?.pointer,
}));
process.stdout.write(JSON.stringify(described));
