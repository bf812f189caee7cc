import { expect } from 'vitest';
import { type Platform, certificateContent, certificatePdfKey, loadConfig, openPlatform } from '@portal/platform';
import { findIssuedCertificate } from '@portal/projections';
import { type ApiClient } from '../api/identity-client';
import { type TestS3, startTestS3 } from '../support/s3-server';
import { isDesignError } from './support/error-format';
import { clientsOf } from './support/people';
import { type PortalCluster, startCluster } from './support/portal-cluster';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';
import type { UserView } from '@portal/contracts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const download = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

/**
 * LONG (about a minute each): two API and two worker processes, each with a data directory of its own
 * (as on separate machines), on one PostgreSQL and one Redis. Whatever one process stores, every other
 * serves: first with files in the database's table, then in an S3 bucket (a loopback S3 server).
 */
describe.each(['the database', 'S3'])('files across two API and two worker processes, kept in %s', (where) => {
  let s3: TestS3 | null = null;
  let cluster: PortalCluster;
  let platform: Platform;
  let apis: ApiClient[];

  beforeAll(async () => {
    if (where === 'S3') s3 = await startTestS3();
    cluster = await startCluster({ apis: 2, workers: 2, env: s3?.env ?? {} });
    apis = clientsOf(cluster.apis);
    // The test's own view of the same database and store, to see what the processes wrote.
    platform = await openPlatform(loadConfig({ ...cluster.env, ...s3?.env }), { applicationName: 'files-test' });
  }, 180_000);
  afterAll(async () => {
    await ifSet(platform)?.close();
    await ifSet(cluster)?.stop();
    await s3?.stop();
  }, 60_000);

  let imageUrl: string;
  let imageKey: string;
  let applicantId: string;

  it('serves a profile image uploaded through API 1 from API 2, with its type, ETag and cache headers', async () => {
    const token = await apis[0].signIn('applicant@example.org', 'demo-applicant-2026');
    const form = new FormData();
    form.append('profile_image', new Blob([new Uint8Array(PNG)]), 'me.png');
    const edited = await apis[0].request<UserView>('PATCH', '/users/me/', { token, form });
    expect(edited.status).toBe(200);
    imageUrl = defined(edited.body.profile_image, 'the uploaded profile image');

    applicantId = edited.body.id;
    imageKey = `profile-images/${imageUrl.split('/').filter(Boolean).pop()}`;
    expect(await platform.files.blobs.has(imageKey)).toBe(true);
    if (where === 'the database') {
      const { rows } = await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM blobs WHERE key = $1', [
        imageKey,
      ]);
      expect(rows[0].n).toBe(1);
    }

    const { response, bytes } = await download(`${cluster.apis[1]}${imageUrl}`);
    expect(response.status).toBe(200);
    // The upload is stored re-encoded (issue 50): both APIs serve those same stored bytes.
    expect(bytes.equals((await download(`${cluster.apis[0]}${imageUrl}`)).bytes)).toBe(true);
    expect(bytes.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    const etag = response.headers.get('etag') as string;
    expect(etag).toMatch(/^".+"$/);
    // Either API tells a browser holding these bytes that they are still good.
    for (const api of cluster.apis) {
      expect((await download(`${api}${imageUrl}`, { 'if-none-match': etag })).response.status).toBe(304);
    }
  }, 30_000);

  it('downloads a certificate PDF a worker rendered from both APIs, the same bytes', async () => {
    const token = await apis[1].signIn('student@example.org', 'demo-student-2026');
    // The demo's completion marks settle into an issued certificate through a worker's job.
    const [certificate] = await eventually(
      async () => (await apis[1].get('/users/certificates/', token)).body as Array<{ id: string }>,
      (list) => list.length > 0,
    );
    expect(certificate.id).toEqual(expect.any(String));
    const row = await findIssuedCertificate(platform.db, certificate.id);
    if (!row) throw new Error(`certificate ${certificate.id} is not recorded as issued`);
    const key = certificatePdfKey(await certificateContent(platform.db, row), platform.config.PROGRAMME_NAME);
    // Rendered by whichever worker ran the job, before any API was asked for it.
    expect(await eventually(() => platform.files.has(key), Boolean)).toBe(true);

    const [first, second] = [
      await download(`${cluster.apis[0]}/api/certificates/${certificate.id}/pdf/`),
      await download(`${cluster.apis[1]}/api/certificates/${certificate.id}/pdf/`),
    ];
    for (const { response, bytes } of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('public, no-cache');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(first.bytes.equals(second.bytes)).toBe(true);
    expect(first.response.headers.get('etag')).toBe(second.response.headers.get('etag'));
  }, 90_000);

  it('makes the image unreadable on both APIs once the person is erased through API 2', async () => {
    const admin = await apis[1].signIn('admin@example.org', 'demo-admin-2026');
    const erased = await apis[1].post(`/admin/personal-data/${applicantId}/erase/`, {}, admin);
    expect(erased.status).toBe(200);
    for (const api of cluster.apis) {
      const response = await fetch(`${api}${imageUrl}`);
      expect(response.status).toBe(404);
      expect(isDesignError(404, await response.json())).toBe(true);
    }
    expect(await platform.files.blobs.has(imageKey)).toBe(false);
  }, 30_000);
});
