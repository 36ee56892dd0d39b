#!/usr/bin/env node
/**
 * Prints an app launch URL (docs/bridge.md) that opens the sandbox portal embedded, signed in as
 * a demo member, on a page:
 *
 *   node scripts/launch-url.mjs --customer wang --page /Roaming --language en
 *   node scripts/launch-url.mjs --customer haoke --source ENTAPP --page /ECMain
 *   node scripts/launch-url.mjs --source PREPAID --page Cmd_110001   (the prepaid login page)
 *
 * The member tokens are the sandbox's demo app sessions (DEMO_APP_TOKENS in
 * src/sandbox/db/seedCustomers.ts), present in every sandbox database: open the URL in a browser
 * where the sandbox portal runs (`npm start`). A prepaid token exists only after a prepaid
 * login, so a PREPAID launch without one opens the prepaid login page, as the app would.
 */
import { parseArgs } from 'node:util';

export const DEMO_APP_TOKENS = {
  wang: 'sbx-app-wang',
  chen: 'sbx-app-chen',
  haoke: 'sbx-app-haoke',
};
const ACCOUNTS = { wang: 'wang.xiaoming', chen: 'chen.meiling', haoke: '24681358' };
const FIRST_NUMBERS = { wang: '0912345678', chen: '0223456789', haoke: '0955123456' };
const SOURCES = ['APP', 'PREPAID', 'CHAT', 'ENTAPP'];
const LANGUAGES = ['zh', 'en', 'id', 'th', 'vi'];

/** The payload of docs/bridge.md for these options. */
export function launchPayload({ customer, page, source = 'APP', language = 'zh', deviceNo }) {
  if (!SOURCES.includes(source)) throw new Error(`--source is one of ${SOURCES.join(', ')}`);
  if (!LANGUAGES.includes(language))
    throw new Error(`--language is one of ${LANGUAGES.join(', ')}`);
  const payload = {
    source,
    identifier: 'sandbox-launch-script',
    ...(page ? { page } : {}),
    parameters: { language, appversion: '5.12.0', DeviceType: 'iOS' },
  };
  if (!customer || customer === 'none' || source === 'PREPAID') return payload;
  if (!(customer in DEMO_APP_TOKENS)) {
    throw new Error(`--customer is one of ${Object.keys(DEMO_APP_TOKENS).join(', ')} or none`);
  }
  return {
    ...payload,
    accountType: 'chtmember',
    account: ACCOUNTS[customer],
    token: DEMO_APP_TOKENS[customer],
    deviceNo: deviceNo ?? FIRST_NUMBERS[customer],
  };
}

/** `<base>?appLaunch=<hex of the UTF-8 JSON>`. */
export function launchUrl(base, payload) {
  const hex = Buffer.from(JSON.stringify(payload), 'utf8').toString('hex');
  const url = new URL(base);
  url.searchParams.set('appLaunch', hex);
  return url.toString();
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const { values } = parseArgs({
    options: {
      customer: { type: 'string', default: 'wang' },
      page: { type: 'string' },
      source: { type: 'string', default: 'APP' },
      language: { type: 'string', default: 'zh' },
      device: { type: 'string' },
      base: { type: 'string', default: 'http://127.0.0.1:5173/' },
    },
  });
  try {
    const payload = launchPayload({ ...values, deviceNo: values.device });
    console.log(launchUrl(values.base, payload));
  } catch (error) {
    console.error(`launch-url: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}
