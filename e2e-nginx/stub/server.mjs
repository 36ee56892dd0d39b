#!/usr/bin/env node
/**
 * Serves e2e-nginx/stub/carrierStub.ts over HTTP on 127.0.0.1:$E2E_STUB_PORT, with CORS for the
 * portal's origin (the live build calls the API on another origin, as in production). Vite loads
 * the TypeScript (and the VITE_ settings from the environment) without a build.
 */
import { createServer } from 'node:http';
import { createServer as createViteServer } from 'vite';

const port = Number(process.env.E2E_STUB_PORT ?? 4181);
const vite = await createViteServer({
  configFile: false,
  mode: 'production',
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const { handleCarrierRequest } = await vite.ssrLoadModule('/e2e-nginx/stub/carrierStub.ts');

function corsHeaders(request) {
  return {
    'Access-Control-Allow-Origin': request.headers.origin ?? '*',
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return chunks.length > 0 ? Buffer.concat(chunks) : undefined;
}

const server = createServer(async (request, response) => {
  try {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders(request));
      response.end();
      return;
    }
    const body = await readBody(request);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const reply = await handleCarrierRequest(
      new Request(`http://127.0.0.1:${port}${request.url}`, {
        method: request.method,
        headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
      }),
    );
    const replyHeaders = { ...Object.fromEntries(reply.headers), ...corsHeaders(request) };
    response.writeHead(reply.status, replyHeaders);
    response.end(Buffer.from(await reply.arrayBuffer()));
  } catch (error) {
    console.error(error);
    response.writeHead(500, corsHeaders(request));
    response.end();
  }
});
server.listen(port, '127.0.0.1', () => {
  console.log(`carrier stub on http://127.0.0.1:${port}`);
});
const stop = () => {
  server.close();
  void vite.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
