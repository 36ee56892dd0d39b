import { http } from 'msw';
import type { CurrentTime, VersionInfo } from '../../api/system';
import { sandboxNow } from '../db/clock';
import { taipeiDateTime } from '../db/seedContent';
import { db } from '../db/state';
import { apiUrl } from './support';
import { ok } from './respond';

/** The app versions the sandbox reports per platform. */
export const SANDBOX_VERSIONS: Record<string, VersionInfo> = {
  ios: { platform: 'ios', version: '5.12.0', minVersion: '5.0.0' },
  android: { platform: 'android', version: '5.12.1', minVersion: '5.0.0' },
  web: { platform: 'web', version: '1.0.0' },
};

export const systemHandlers = [
  // The server time is the sandbox clock, so an advanced clock is what the portal sees.
  http.get(apiUrl('Http/CurrentTime'), () =>
    ok<CurrentTime>({ serverTime: taipeiDateTime(sandboxNow()) }),
  ),
  http.get(apiUrl('Settings/VersionInfo/:platform'), ({ params }) => {
    const platform = typeof params.platform === 'string' ? params.platform.toLowerCase() : '';
    // Settings/SetVersionInfo (/DevOpsTools) overrides the sandbox's own versions.
    const set = db().shell.admin?.versions[platform];
    return ok<VersionInfo>(set ?? SANDBOX_VERSIONS[platform] ?? { platform, version: '1.0.0' });
  }),
];
