import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg)$/;

/**
 * Writes `<file>.br` beside each hashed asset, compressed at brotli's highest level: about 13% fewer
 * bytes than the gzip or quick brotli a server can afford per request, so a phone on a slow link gets
 * the first page sooner. The API sends these to browsers that accept brotli (apps/api/src/web-apps.ts).
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle({ dir: outDir = '' }, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.startsWith('assets/') || !COMPRESSIBLE.test(fileName)) continue;
        const content = readFileSync(join(outDir, fileName));
        const compressed = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        if (compressed.length < content.length) writeFileSync(join(outDir, `${fileName}.br`), compressed);
      }
    },
  };
}
