import type { SeededTemplates } from './seeded-templates';

// What the tiers' global setups hand the suites (Vitest's `provide` and `inject`).
declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplates: SeededTemplates;
  }
}
