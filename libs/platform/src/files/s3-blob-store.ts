import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { BlobStore, StoredBlob } from './blob-store';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
}

type S3Sdk = typeof import('@aws-sdk/client-s3');

const isMissing = ({ NoSuchKey, NotFound }: S3Sdk, error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, ...), one object per key. The SDK is loaded with the
 * first file read or written, not when the process starts (it takes a noticeable part of a start).
 */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  private readonly bucket: string;
  private connection?: Promise<{ sdk: S3Sdk; client: S3Client }>;

  constructor(private readonly settings: S3Settings) {
    this.bucket = settings.bucket;
  }

  private connect(): Promise<{ sdk: S3Sdk; client: S3Client }> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { endpoint, region, forcePathStyle, accessKeyId, secretAccessKey } = this.settings;
      const client = new sdk.S3Client({
        endpoint,
        region,
        forcePathStyle,
        credentials: { accessKeyId, secretAccessKey },
      });
      return { sdk, client };
    });
    return this.connection;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredBlob | null> {
    const { sdk, client } = await this.connect();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        contentType: object.ContentType ?? 'application/octet-stream',
        etag: object.ETag ?? '',
        size: object.ContentLength ?? 0,
        body: object.Body as Readable,
      };
    } catch (error) {
      if (isMissing(sdk, error)) return null;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(sdk, error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  close(): void {
    // Nothing to close if the SDK never loaded (or failed to).
    void this.connection?.then(
      ({ client }) => client.destroy(),
      () => undefined,
    );
  }
}
