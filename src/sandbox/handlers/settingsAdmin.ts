import { http } from 'msw';
import type { CpisRecord, PageMeta, SpaCacheVersion } from '../../api/settingsAdmin';
import type { VersionInfo } from '../../api/system';
import { sandboxNow } from '../db/clock';
import { db, mutate } from '../db/state';
import {
  cpisRecord,
  metaOf,
  setMeta,
  setSpaCacheVersion,
  setVersionInfo,
} from '../db/tables/settingsAdminRules';
import { apiUrl } from './support';
import { jsonBody, ok, reply, text } from './respond';

const query = (request: Request, name: string) => text(new URL(request.url).searchParams.get(name));

/**
 * The administration calls (docs/sandbox.md "Administration calls"): what they set is kept, so
 * Settings/VersionInfo/{platform} and GetMeta answer it until the data is reset.
 */
export const settingsAdminHandlers = [
  http.post(apiUrl('Settings/SetSpaCacheVersion'), async ({ request }) => {
    const version = text((await jsonBody(request))?.version);
    return reply<SpaCacheVersion>(
      mutate((database) => setSpaCacheVersion(database, version, sandboxNow())),
    );
  }),
  http.post(apiUrl('Settings/SetVersionInfo'), async ({ request }) => {
    const body = (await jsonBody(request)) ?? {};
    const info: VersionInfo = {
      platform: text(body.platform),
      version: text(body.version),
      minVersion: text(body.minVersion),
      updateUrl: text(body.updateUrl),
    };
    return reply<VersionInfo>(mutate((database) => setVersionInfo(database, info)));
  }),
  http.post(apiUrl('Settings/SetMeta'), async ({ request }) => {
    const body = (await jsonBody(request)) ?? {};
    const meta: PageMeta = {
      path: text(body.path),
      title: text(body.title),
      description: text(body.description),
    };
    return reply<PageMeta>(mutate((database) => setMeta(database, meta)));
  }),
  http.get(apiUrl('Settings/GetMeta'), ({ request }) =>
    ok<PageMeta | null>(metaOf(db(), query(request, 'path'))),
  ),
  http.get(apiUrl('Settings/CPIS'), ({ request }) =>
    reply<CpisRecord>(cpisRecord(db(), query(request, 'deviceNo'))),
  ),
];
