import { createConfig, lintFromString } from '@redocly/openapi-core';

export interface LintProblem {
  severity: string;
  rule: string;
  message: string;
  at: string | undefined;
}

/**
 * An OpenAPI document linted with Redocly's recommended rules, offline. The spec's paths end with a
 * slash (`/api/users/sign-in/`) and the document lists them as served, so Redocly's style rule against
 * trailing slashes is the one recommended rule turned off (docs/architecture.md §4.1).
 */
export async function lintOpenApi(document: object): Promise<LintProblem[]> {
  const config = await createConfig({ extends: ['recommended'], rules: { 'no-path-trailing-slash': 'off' } });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
  return problems.map((problem) => ({
    severity: problem.severity,
    rule: problem.ruleId,
    message: problem.message,
    at: problem.location[0]?.pointer,
  }));
}
