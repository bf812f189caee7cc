export * from './jobs/job-handler';
export { executeJob, backoffMs, type JobOutcome } from './jobs/execute-job';
export { InProcessRunner, type InProcessRunnerOptions } from './runners/in-process-runner';
export { BullMqRunner, QUEUE_NAME, bullJobId, type BullMqRunnerOptions } from './runners/bullmq-runner';
export { PRODUCTION_JOB_HANDLERS } from './jobs/registry';
