import sharp from 'sharp';

/**
 * The largest profile picture, per side. A profile shows it at a few hundred pixels; 4096 leaves room
 * for any camera crop while bounding a decode to 64 MB (4096 × 4096 × 4 bytes). A PNG declaring
 * 100,000 × 100,000 px in a 20 KB file would otherwise make every viewer's browser inflate 40 GB.
 */
export const PROFILE_IMAGE_MAX_SIDE = 4096;

const FORMATS = {
  'image/png': { extension: 'png', sharpFormat: 'png' },
  'image/jpeg': { extension: 'jpg', sharpFormat: 'jpeg' },
} as const;
export type ProfileImageMime = keyof typeof FORMATS;

export interface CheckedImage {
  /** The re-encoded image: these bytes, not the upload's, are stored and served. */
  bytes: Buffer;
  mime: ProfileImageMime;
  extension: 'png' | 'jpg';
  width: number;
  height: number;
}

export type ImageProblem = 'type' | 'unreadable' | 'dimensions';
export type ImageCheck = { ok: true; image: CheckedImage } | { ok: false; problem: ImageProblem };

const isAccepted = (mime: string | undefined): mime is ProfileImageMime => mime !== undefined && mime in FORMATS;

/**
 * Decides what an upload is from its bytes (never its name), bounds its pixel size from the header
 * before any pixel is decoded, then decodes it whole and encodes it again in the same format. What is
 * stored is only what the decoder understood: a payload appended to or hidden in the file (a
 * polyglot), metadata (EXIF with its location) and a malformed structure do not survive, and a file
 * the decoder cannot read completely is refused.
 */
export async function checkProfileImage(upload: Buffer): Promise<ImageCheck> {
  // file-type is ESM-only; this import stays dynamic in the CommonJS build. It picks the decoder too:
  // only PNG and JPEG signatures reach sharp, so its SVG, TIFF and other loaders are never used.
  const { fileTypeFromBuffer } = await import('file-type');
  const mime = (await fileTypeFromBuffer(upload))?.mime;
  if (!isAccepted(mime)) return { ok: false, problem: 'type' };
  const format = FORMATS[mime];
  const maxPixels = PROFILE_IMAGE_MAX_SIDE * PROFILE_IMAGE_MAX_SIDE;

  let header: sharp.Metadata;
  try {
    header = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (header.format !== format.sharpFormat) return { ok: false, problem: 'unreadable' };
  if (header.width > PROFILE_IMAGE_MAX_SIDE || header.height > PROFILE_IMAGE_MAX_SIDE) {
    return { ok: false, problem: 'dimensions' };
  }

  try {
    // failOn 'warning': a truncated or corrupt file is refused rather than served half-decoded.
    // rotate() applies the EXIF orientation before the metadata goes, so the picture stays upright.
    const pipeline = sharp(upload, { failOn: 'warning', limitInputPixels: maxPixels, pages: 1 }).rotate();
    const encoded =
      format.sharpFormat === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.jpeg({ quality: 90, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      image: { bytes: data, mime, extension: format.extension, width: info.width, height: info.height },
    };
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}
