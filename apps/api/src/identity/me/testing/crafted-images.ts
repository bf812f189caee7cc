import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A well-formed PNG header declaring `width` × `height` RGBA pixels, followed by a few rows of
 * compressed zeros: the shape of the attack (a 100,000 × 100,000 px image in a few KB), small enough
 * to keep in a test. A decoder that trusted the header would allocate `width × height × 4` bytes.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter method, no interlace
  const rows = deflateSync(Buffer.alloc((width * 4 + 1) * Math.min(height, 4)));
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

/** A real `width` × `height` PNG, every pixel the same RGBA colour. */
export function solidPng(width: number, height: number, rgba: [number, number, number, number] = [200, 30, 30, 255]) {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgba).flat())]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** A PNG and an HTML page at once: the page in a text chunk and again after the image's end. */
export function pngHtmlPolyglot(): Buffer {
  const script = '<html><script>alert(document.cookie)</script></html>';
  const png = solidPng(4, 4);
  const iend = png.length - 12;
  const text = chunk('tEXt', Buffer.from(`Comment\0${script}`, 'latin1'));
  return Buffer.concat([png.subarray(0, iend), text, png.subarray(iend), Buffer.from(script)]);
}

/** A PNG signature and a header, then garbage where the pixels should be. */
export function pngSignatureThenGarbage(): Buffer {
  const png = solidPng(4, 4);
  return Buffer.concat([png.subarray(0, 33), Buffer.from('not compressed pixels at all, just text'.repeat(4))]);
}

/** The same JPEG with its frame header (SOF0 or SOF2) claiming other dimensions. */
export function jpegDeclaring(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  for (let at = 2; at < copy.length - 9; at += 1) {
    if (copy[at] === 0xff && (copy[at + 1] === 0xc0 || copy[at + 1] === 0xc2)) {
      copy.writeUInt16BE(height, at + 5);
      copy.writeUInt16BE(width, at + 7);
      return copy;
    }
  }
  throw new Error('no frame header in this JPEG');
}
