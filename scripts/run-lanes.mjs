/**
 * Runs shell commands side by side, each line of output prefixed with its lane, and fails when
 * any lane fails (after all have finished, so every failure is reported).
 *
 *   node scripts/run-lanes.mjs checks="npm run typecheck && npm run lint" unit="npm run test:unit"
 *
 * Why: typecheck and ESLint each use one core (ESLint's `--concurrency auto` runs no worker
 * threads on two cores), so beside them the second core sat idle for two minutes; vitest's two
 * workers use it. docs/architecture.md (Tests) has the measurement.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const lanes = process.argv.slice(2).map((argument) => {
  const split = argument.indexOf('=');
  if (split <= 0) {
    console.error(`run-lanes: expected name="command", got ${JSON.stringify(argument)}`);
    process.exit(2);
  }
  return { name: argument.slice(0, split), command: argument.slice(split + 1) };
});
const width = Math.max(...lanes.map((lane) => lane.name.length));

function run({ name, command }) {
  const started = Date.now();
  const prefix = `[${name.padEnd(width)}] `;
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(`${prefix}${line}\n`);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const outcome = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${String(code)}`})`;
      process.stdout.write(`${prefix}${outcome} in ${String(seconds)} s: ${command}\n`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(lanes.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
