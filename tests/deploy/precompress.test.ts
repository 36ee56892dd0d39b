import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressAssets, precompressDirectory } from '../../deploy/precompress.mjs';

describe('precompressed assets (deploy/precompress.mjs)', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const script = 'export const rows = [' + '"a row of the bill table",'.repeat(400) + '];\n';

  it('writes .br and .gz copies that decompress to the same bytes, brotli the smaller', async () => {
    writeFileSync(join(dir, 'index-abc.js'), script);
    writeFileSync(join(dir, 'index-abc.css'), `.bill { color: red }\n`.repeat(100));
    expect(await precompressDirectory(dir)).toBe(2);
    for (const name of ['index-abc.js', 'index-abc.css']) {
      const original = readFileSync(join(dir, name));
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
      // Level 9, not the level 1 that nginx's own gzip uses.
      expect(gz.length).toBeLessThanOrEqual(gzipSync(original, { level: 1 }).length);
    }
  });

  it('leaves small files and files that are not text alone', async () => {
    writeFileSync(join(dir, 'tiny.js'), 'x'.repeat(MIN_BYTES - 1));
    writeFileSync(join(dir, 'mark.png'), Buffer.alloc(4096, 7));
    expect(await precompressDirectory(dir)).toBe(0);
    for (const name of ['tiny.js.br', 'tiny.js.gz', 'mark.png.br', 'mark.png.gz']) {
      expect(existsSync(join(dir, name))).toBe(false);
    }
  });

  it('a missing directory writes nothing and does not fail the build', async () => {
    expect(await precompressDirectory(join(dir, 'not-there'))).toBe(0);
  });

  it('the build plugin compresses the configured assets directory once the bundle is written', async () => {
    const assets = join(dir, 'out', 'assets');
    mkdirSync(assets, { recursive: true });
    writeFileSync(join(assets, 'entry-1.js'), script);
    const plugin = precompressAssets();
    plugin.configResolved({ root: dir, build: { outDir: 'out', assetsDir: 'assets' } });
    await plugin.closeBundle();
    expect(existsSync(join(assets, 'entry-1.js.br'))).toBe(true);
    expect(existsSync(join(assets, 'entry-1.js.gz'))).toBe(true);
  });
});
