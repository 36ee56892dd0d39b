import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);

/**
 * A static server with an SPA fallback, the compression and the caching of deploy/nginx (the
 * build's precompressed .br or .gz beside a file, brotli first, as brotli_static and gzip_static
 * serve them; other text gzipped; hashed assets immutable, everything else no-cache), on 127.0.0.1
 * only. A missing file under /assets/ is a 404, as with nginx. `/__bench/blank` is an empty page
 * on the origin (for writing storage before a run).
 */
export function serveStatic(root, port) {
  const cache = new Map();
  const read = (file) => {
    let entry = cache.get(file);
    if (!entry) {
      const body = readFileSync(file);
      const ext = extname(file);
      const precompressed = (suffix) =>
        existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : null;
      entry = {
        body,
        br: precompressed('.br'),
        gzip: precompressed('.gz') ?? (COMPRESSIBLE.has(ext) ? gzipSync(body, { level: 6 }) : null),
        type: TYPES[ext] ?? 'application/octet-stream',
      };
      cache.set(file, entry);
    }
    return entry;
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/__bench/blank') {
      response.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' });
      response.end('<!doctype html><title>blank</title>');
      return;
    }
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    const isFile = existsSync(file) && statSync(file).isFile();
    if (!isFile) {
      if (path.startsWith('/assets/')) {
        response.writeHead(404);
        response.end();
        return;
      }
      file = join(root, 'index.html');
    }
    const { body, br, gzip, type } = read(file);
    const accepted = request.headers['accept-encoding'] ?? '';
    const [encoding, sent] =
      br !== null && /\bbr\b/.test(accepted)
        ? ['br', br]
        : gzip !== null && /\bgzip\b/.test(accepted)
          ? ['gzip', gzip]
          : [null, body];
    response.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      ...(encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {}),
    });
    response.end(sent);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
