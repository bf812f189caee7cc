export * from './jobs/job-handler';
export { executeJob, backoffMs, type JobOutcome } from './jobs/execute-job';
export { InProcessRunner, type InProcessRunnerOptions } from './runners/in-process-runner';
export { BullMqRunner, bullJobId, type BullMqRunnerOptions } from './runners/bullmq-runner';
export { QUEUE_NAME } from './runners/queue-name';
export { PRODUCTION_JOB_HANDLERS } from './jobs/registry';
export { loadConfig, ConfigError, CONFIG_KEYS, configSchema, type Config } from './platform/config';
export { DataDirLockedError, lockDataDir } from './platform/data-dir-lock';
export { openPlatform, type Platform } from './platform/platform';
export { rotatePlatformMasterKey } from './platform/master-key-rotation';
export { createLogger, type Logger } from './platform/logger';
export { loggedError } from './platform/logged-error';
export { startWorkers, type WorkerRuntime } from './worker-runtime';
export { EmailedTokens, type TokenReference } from './identity/emailed-tokens';
export { publicUrl } from './mail/portal-links';
export { certificateContent, type CertificateContent } from './certificates/certificate-content';
export {
  CertificatePdfs,
  renderCertificatePdf,
  certificatePdfKey,
  CERTIFICATE_TITLES,
} from './certificates/certificate-pdf';
export { certificateIdOf } from './certificates/settle-certificate.job';
export { bullQueueCounts, type BullQueueCounts } from './runners/bullmq-queue-counts';
export { RedisProbe } from './runners/redis-probe';
export { applicationEmailDraft, isApplicationEmailEvent } from './mail/application-emails';
export { PortalLinks, previewLinks } from './mail/portal-links';
export { emailFor, isEmailingEvent } from './mail/email-catalog';
export { isRematchMove, newPodOf, podChangedDraft } from './pods/pod-change-emails';
export { isPodEmailEvent, podEmailDraftFor } from './pods/pod-email-preview';
export { type BlobStore, type StoredBlob, readAll } from './files/blob-store';
export { PostgresBlobStore, BLOB_STORE_MIGRATIONS } from './files/postgres-blob-store';
export { S3BlobStore, type S3Settings } from './files/s3-blob-store';
export { openBlobStore } from './files/open-blob-store';
export { PersonalFiles, type FileDownload } from './files/personal-files';
export { moveLocalFilesIntoStore } from './files/move-local-files';
export * from './webhooks/webhook-endpoints';
export { listDeliveries, queuePing, redeliver, type WebhookDelivery } from './webhooks/webhook-deliveries';
export { urlProblem, type UrlProblem } from './webhooks/endpoint-address';
export { webhookSettings } from './webhooks/webhook-settings';
export { WEBHOOKS_CHANNEL } from './webhooks/webhook-tables';
export { announcementEmailFor } from './mail/announcement-emails';
export { type AnnouncementEmailPayload, SEND_ANNOUNCEMENT_EMAIL_JOB } from './mail/announcement-email.job';
