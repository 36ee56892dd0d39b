#!/usr/bin/env node
/**
 * Writes the nginx security headers (CSP and the rest) from the same VITE_ settings the build
 * reads: the environment and the .env files of the mode, exactly as `vite build` loads them.
 *
 *   node deploy/write-headers.mjs [--mode production] [--out deploy/nginx/security-headers.conf]
 *
 * Run it with the environment of the build it goes with. Exits 1 without live settings
 * (VITE_API_MODE=live), and (naming the variable) when the settings are test settings in
 * production, as the build does.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { nginxHeaders, testSettingsProblems } from './settings.mjs';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    out: { type: 'string', default: 'deploy/nginx/security-headers.conf' },
  },
});
const env = loadEnv(values.mode, process.cwd(), 'VITE_');
// Headers are for a hosted live build. Without VITE_API_MODE=live the environment is not the
// build's (sudo, for one, drops it): writing the defaults would ship a test policy.
if (env.VITE_API_MODE !== 'live') {
  console.error(
    'write-headers: no live build settings in this environment (VITE_API_MODE is ' +
      `${env.VITE_API_MODE ? `"${env.VITE_API_MODE}"` : 'not set'}). Run it with the build's ` +
      'VITE_ variables, or an .env.production file beside it; under sudo use `sudo -E` or ' +
      'write the file as the deploying user and copy it.',
  );
  process.exit(1);
}
const problems = testSettingsProblems(env);
if (problems.length > 0) {
  console.error(
    `write-headers: test settings in a production configuration:\n- ${problems.join('\n- ')}`,
  );
  process.exit(1);
}
writeFileSync(values.out, nginxHeaders(env));
console.log(`write-headers: wrote ${values.out}`);
