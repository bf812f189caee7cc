import { expect } from 'vitest';
import { Client } from 'pg';
import sharp from 'sharp';
import { MESSAGES, type UserView, type ValidationErrorBody } from '@portal/contracts';
import {
  pngDeclaring,
  pngHtmlPolyglot,
  pngSignatureThenGarbage,
} from '../../apps/api/src/identity/me/testing/crafted-images';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';
import { ApiClient } from './identity-client';

const imageForm = (bytes: Buffer, name: string) => {
  const form = new FormData();
  form.append('first_name', 'Changed');
  form.append('profile_image', new Blob([new Uint8Array(bytes)]), name);
  return form;
};

/**
 * Issue 50, item 8, over HTTP on PostgreSQL (files in its blob table): an
 * image is bounded and re-encoded before it is stored, and a refused one changes nothing.
 */
describe('profile image uploads, served on postgres', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let db: Client;
  let token: string;

  beforeAll(async () => {
    portal = await openPortal('postgres');
    api = new ApiClient(portal.baseUrl);
    db = new Client({ connectionString: portal.env.DATABASE_URL });
    await db.connect();
    token = await api.signIn('applicant@example.org', 'demo-applicant-2026');
  }, 120_000);
  afterAll(async () => {
    await ifSet(db)?.end();
    await ifSet(portal)?.stop();
  });

  const storedImages = async () =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM blobs WHERE key LIKE 'profile-images/%'`)).rows[0].n;

  it.each([
    [
      'a 100,000 × 100,000 px PNG header in a few KB',
      pngDeclaring(100_000, 100_000),
      MESSAGES.profileImageDimensions,
      'max_dimensions',
    ],
    ['garbage behind a PNG signature', pngSignatureThenGarbage(), MESSAGES.profileImageUnreadable, 'invalid'],
  ])('refuses %s with a 400 on the field, storing nothing', async (_kind, bytes, message, code) => {
    const before = (await api.get<UserView>('/users/me/', token)).body;
    const imagesBefore = await storedImages();
    const answer = await api.request<ValidationErrorBody>('PATCH', '/users/me/', {
      token,
      form: imageForm(bytes, 'me.png'),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ profile_image: [{ message, code }] });
    expect((await api.get<UserView>('/users/me/', token)).body).toEqual(before);
    expect(await storedImages()).toBe(imagesBefore);
  });

  it('keeps an ordinary JPEG, served re-encoded without its EXIF metadata', async () => {
    const upload = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'taken at home, 51.5N 0.1W' } })
      .toBuffer();
    expect(upload.includes('51.5N')).toBe(true);
    const answer = await api.request<UserView>('PATCH', '/users/me/', { token, form: imageForm(upload, 'me.jpg') });
    expect(answer.status).toBe(200);
    const url = defined(answer.body.profile_image, 'the uploaded image');
    expect(url).toMatch(/\.jpg$/);
    const served = await fetch(`${portal.baseUrl}${url}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes('51.5N')).toBe(false);
    const decoded = await sharp(bytes).metadata();
    expect([decoded.format, decoded.width, decoded.height, decoded.exif]).toEqual(['jpeg', 40, 30, undefined]);
  });

  it('keeps a PNG/HTML polyglot as the picture alone, and serves those re-encoded bytes', async () => {
    const upload = pngHtmlPolyglot();
    const imagesBefore = await storedImages();
    const answer = await api.request<UserView>('PATCH', '/users/me/', { token, form: imageForm(upload, 'me.png') });
    expect(answer.status).toBe(200);
    expect(answer.body.first_name).toBe('Changed');
    expect(await storedImages()).toBe(imagesBefore + 1);

    const served = await fetch(`${portal.baseUrl}${defined(answer.body.profile_image, 'the uploaded image')}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(upload)).toBe(false);
    expect(bytes.includes('<script>')).toBe(false);
    const decoded = await sharp(bytes).metadata();
    expect([decoded.format, decoded.width, decoded.height]).toEqual(['png', 4, 4]);
  });
});
