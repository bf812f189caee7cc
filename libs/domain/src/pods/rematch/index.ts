export * from './types';
export { proposeRematch } from './propose-rematch';
export { rematchViolations, asProposal } from './rematch-violations';
export { rematchFingerprint } from './fingerprint';
export * from './rematch-round';
export { dropOutScenario, formedPods } from './generate-drop-outs';
