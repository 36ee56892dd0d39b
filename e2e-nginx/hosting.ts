import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stubBuildSettings, stubOriginOf } from './stub/stubClient.mjs';

/**
 * The live build behind real nginx (deploy/nginx/) and the carrier stub (stub/), both on
 * 127.0.0.1, run by an unprivileged user from a temporary directory. E2E_NGINX_PORT and
 * E2E_STUB_PORT (by default the port after nginx's) let several runs share a machine; E2E_OUT_DIR names the build as for the other
 * journeys (the live build goes to `<E2E_OUT_DIR>-live`).
 */
export const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4180);
export const stubPort = Number(process.env.E2E_STUB_PORT ?? nginxPort + 1);
export const portalOrigin = `http://127.0.0.1:${String(nginxPort)}`;
export const stubOrigin = stubOriginOf(stubPort);
const outDir = resolve(`${process.env.E2E_OUT_DIR ?? 'dist-e2e'}-live`);
/** The build nginx serves (its root). */
export const hostedBuildDir = outDir;
const workDir = join(tmpdir(), `portal-nginx-${String(nginxPort)}`);
const stateFile = join(workDir, 'processes.json');

/** The settings of a production build against the stub: they pass the test-settings guard. */
export const hostingSettings: Record<string, string> = stubBuildSettings(stubOrigin);

const settingsEnv = () => ({ ...process.env, ...hostingSettings, E2E_STUB_PORT: String(stubPort) });

function findNginx(): string {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'];
  const found = candidates.find((path) => path && existsSync(path));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim() !== '') return which.stdout.trim();
  throw new Error(
    'nginx is not installed: the hosting journeys run the live build behind real nginx. ' +
      'Install it with `apt-get install -y nginx` (.ci/run does) or set NGINX_PATH.',
  );
}

/** Debian's libnginx-mod-http-brotli-static: locations.conf serves the build's .br files. */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

function findBrotliModule(): string {
  const path = process.env.NGINX_BROTLI_STATIC_MODULE ?? BROTLI_STATIC_MODULE;
  if (existsSync(path)) return path;
  throw new Error(
    `nginx's brotli_static module is not installed (${path}): deploy/nginx/portal/locations.conf ` +
      'serves the precompressed assets with it. Install it with ' +
      '`apt-get install -y libnginx-mod-http-brotli-static` (.ci/run does) or set NGINX_BROTLI_STATIC_MODULE.',
  );
}

function run(command: string, args: string[], what: string): void {
  const result = spawnSync(command, args, { env: settingsEnv(), encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${what} failed (exit ${String(result.status)}):\n${result.stderr}${result.stdout}`,
    );
  }
}

/**
 * The live build: reused when `npm test` has just built it (E2E_PREBUILT=1, scripts/build-e2e.mjs
 * in a lane beside lint) and, outside CI, when one is there (E2E_REBUILD=1 builds again).
 */
function buildLivePortal(): void {
  const built = existsSync(join(outDir, 'index.html'));
  const reuse =
    built && (process.env.E2E_PREBUILT === '1' || (!process.env.CI && !process.env.E2E_REBUILD));
  if (reuse) return;
  run('node', ['scripts/build-e2e.mjs', 'live'], 'the live build');
}

function writeNginxConfig(): string {
  mkdirSync(join(workDir, 'portal'), { recursive: true });
  copyFileSync('deploy/nginx/portal/locations.conf', join(workDir, 'portal', 'locations.conf'));
  // The headers come from the real script, in the build's environment.
  run(
    'node',
    ['deploy/write-headers.mjs', '--out', join(workDir, 'portal', 'security-headers.conf')],
    'deploy/write-headers.mjs',
  );
  const mimeTypes = existsSync('/etc/nginx/mime.types')
    ? 'include /etc/nginx/mime.types;'
    : 'types { text/html html; text/css css; application/javascript js; application/json json; image/svg+xml svg; }';
  // Started as root (CI), nginx would hand requests to workers of an unprivileged user that may not
  // read a checkout in a private directory; its workers then stay the user that started it.
  const runsAsRoot = process.getuid?.() === 0;
  const config = `
load_module ${findBrotliModule()};
${runsAsRoot ? 'user root;' : ''}
worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events { worker_connections 256; }
http {
  ${mimeTypes}
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${workDir}/client_body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  server {
    listen 127.0.0.1:${String(nginxPort)};
    server_name 127.0.0.1;
    root ${outDir};
    include portal/locations.conf;
  }
}
`;
  const file = join(workDir, 'nginx.conf');
  writeFileSync(file, config);
  return file;
}

interface Started {
  pids: number[];
}

function stopPids(pids: number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Stops what an earlier start left running (its process ids are in the work directory). */
export function stopHosting(): void {
  if (!existsSync(stateFile)) return;
  const { pids } = JSON.parse(readFileSync(stateFile, 'utf8')) as Started;
  stopPids(pids);
  rmSync(stateFile, { force: true });
}

function startDetached(command: string, args: string[], log: string): number {
  const out = openSync(join(workDir, log), 'a');
  const child = spawn(command, args, {
    env: settingsEnv(),
    detached: true,
    stdio: ['ignore', out, out],
  });
  child.unref();
  if (child.pid === undefined) throw new Error(`${command} did not start`);
  return child.pid;
}

async function waitFor(url: string, what: string, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  const log = existsSync(join(workDir, logFile))
    ? readFileSync(join(workDir, logFile), 'utf8')
    : '';
  throw new Error(`${what} did not answer at ${url}:\n${log}`);
}

/** Builds (unless a build can be reused), writes the configuration and starts stub and nginx. */
export async function startHosting(): Promise<void> {
  const nginx = findNginx();
  stopHosting();
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  buildLivePortal();
  const config = writeNginxConfig();
  run(
    nginx,
    ['-t', '-q', '-p', `${workDir}/`, '-e', `${workDir}/error.log`, '-c', config],
    'nginx -t',
  );
  const pids: number[] = [];
  try {
    pids.push(startDetached('node', ['e2e-nginx/stub/server.mjs'], 'stub.log'));
    writeFileSync(stateFile, JSON.stringify({ pids }));
    await waitFor(`${stubOrigin}/__stub/health`, 'The carrier stub', 'stub.log');
    pids.push(
      startDetached(
        nginx,
        ['-p', `${workDir}/`, '-e', `${workDir}/error.log`, '-c', config, '-g', 'daemon off;'],
        'error.log',
      ),
    );
    writeFileSync(stateFile, JSON.stringify({ pids }));
    await waitFor(`${portalOrigin}/`, 'nginx', 'error.log');
  } catch (error) {
    stopPids(pids);
    rmSync(stateFile, { force: true });
    throw error;
  }
}
