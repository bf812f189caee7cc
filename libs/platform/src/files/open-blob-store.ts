import type { Queryable } from '@portal/event-store';
import type { Config } from '../platform/config';
import type { BlobStore } from './blob-store';
import { PostgresBlobStore } from './postgres-blob-store';
import { S3BlobStore } from './s3-blob-store';

/** S3 when the `S3_*` settings are given (config checks they come together), else the database's table. */
export function openBlobStore(config: Config, db: Queryable): BlobStore & { close?(): void } {
  if (config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return new S3BlobStore({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
    });
  }
  return new PostgresBlobStore(db);
}
