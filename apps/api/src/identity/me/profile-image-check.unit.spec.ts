import sharp from 'sharp';
import { PROFILE_IMAGE_MAX_SIDE, checkProfileImage } from './profile-image-check';
import {
  jpegDeclaring,
  pngDeclaring,
  pngHtmlPolyglot,
  pngSignatureThenGarbage,
  solidPng,
} from './testing/crafted-images';

const smallJpeg = () =>
  sharp({ create: { width: 12, height: 8, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Ada', ImageDescription: 'taken at home, 51.5N 0.1W' } })
    .toBuffer();

describe('a profile image upload', () => {
  it('is refused before decoding when its PNG header declares 100,000 × 100,000 px', async () => {
    const bomb = pngDeclaring(100_000, 100_000);
    expect(bomb.length).toBeLessThan(20 * 1024);
    expect(await checkProfileImage(bomb)).toEqual({ ok: false, problem: 'dimensions' });
  });

  it('is refused when either side is over the limit, and kept at the limit', async () => {
    expect(await checkProfileImage(pngDeclaring(PROFILE_IMAGE_MAX_SIDE + 1, 1))).toEqual({
      ok: false,
      problem: 'dimensions',
    });
    expect(await checkProfileImage(solidPng(1, PROFILE_IMAGE_MAX_SIDE + 1))).toEqual({
      ok: false,
      problem: 'dimensions',
    });
    const atLimit = await checkProfileImage(solidPng(PROFILE_IMAGE_MAX_SIDE, 2));
    expect(atLimit.ok && [atLimit.image.width, atLimit.image.height]).toEqual([PROFILE_IMAGE_MAX_SIDE, 2]);
  });

  it('is refused when a JPEG frame header declares 60,000 × 60,000 px', async () => {
    expect(await checkProfileImage(jpegDeclaring(await smallJpeg(), 60_000, 60_000))).toEqual({
      ok: false,
      problem: 'dimensions',
    });
  });

  it('is kept re-encoded when it is a small PNG: new bytes, same pixels', async () => {
    const upload = solidPng(6, 5);
    const check = await checkProfileImage(upload);
    if (!check.ok) throw new Error(`refused: ${check.problem}`);
    expect(check.image).toMatchObject({ mime: 'image/png', extension: 'png', width: 6, height: 5 });
    expect(check.image.bytes.equals(upload)).toBe(false);
    const { data, info } = await sharp(check.image.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([6, 5, 4]);
    expect([...data.subarray(0, 4)]).toEqual([200, 30, 30, 255]);
  });

  it('is kept re-encoded as a JPEG without its EXIF metadata', async () => {
    const upload = await smallJpeg();
    expect(upload.includes('51.5N')).toBe(true);
    const check = await checkProfileImage(upload);
    if (!check.ok) throw new Error(`refused: ${check.problem}`);
    expect(check.image).toMatchObject({ mime: 'image/jpeg', extension: 'jpg', width: 12, height: 8 });
    const stored = await sharp(check.image.bytes).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(check.image.bytes.includes('51.5N')).toBe(false);
  });

  it('loses the HTML of a PNG/HTML polyglot: what is stored is only the picture', async () => {
    const polyglot = pngHtmlPolyglot();
    expect(polyglot.includes('<script>')).toBe(true);
    const check = await checkProfileImage(polyglot);
    if (!check.ok) throw new Error(`refused: ${check.problem}`);
    expect(check.image.bytes.includes('<script>')).toBe(false);
    expect(check.image.bytes.includes('alert')).toBe(false);
  });

  it.each([
    ['a PNG signature and header followed by garbage', pngSignatureThenGarbage(), 'unreadable'],
    ['a PNG cut off half way', solidPng(64, 64).subarray(0, 60), 'unreadable'],
    ['an HTML page', Buffer.from('<html><script>alert(1)</script></html>'), 'type'],
    ['an SVG picture', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'), 'type'],
    ['a GIF', Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAA=', 'base64'), 'type'],
    ['nothing', Buffer.alloc(0), 'type'],
  ])('is refused when it is %s', async (_kind, upload, problem) => {
    expect(await checkProfileImage(upload)).toEqual({ ok: false, problem });
  });
});
