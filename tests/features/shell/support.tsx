import { useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import ShellChrome from '../../../src/features/shell/ShellChrome';
import { clientActions } from '../../../src/state/client';
import { userLoggedIn } from '../../../src/state/events';
import { makeStore, type PreloadedState } from '../../../src/state/store';
import type { Device } from '../../../src/api/types/member';
import { renderWithProviders, type RenderOptions } from '../../support/render';

export function device(deviceNo: string, alias: string): Device {
  return {
    deviceNo,
    NoAreaDeviceNo: '',
    AliasOfCustom: alias,
    AliasOfDefault: '',
    deviceType: 'mobile',
    BindingType: 'legalSMS',
    PidHash: '',
    AttachedNo: '',
    contractRate: '',
    index: 0,
    show: true,
  };
}

/** State after a member login, built with the real reducers. */
export function memberState({
  name = '王小明',
  vipLevel = 1,
  companyTaxId = false,
  pid = companyTaxId ? '24681358' : 'A123456789',
  devices = [device('0912345678', 'Mine')],
}: {
  name?: string;
  vipLevel?: number;
  /** The stored tax-id flag; the CustomerId (`pid`) follows it unless given. */
  companyTaxId?: boolean;
  pid?: string;
  devices?: Device[];
} = {}): PreloadedState {
  const store = makeStore();
  store.dispatch(
    userLoggedIn({
      token: 'shell-test-token',
      expire: Date.now() + 3_600_000,
      loginType: 'chtmember',
      memberInfo: {
        sn: 'SN-1',
        name,
        nickname: '',
        mobile: '',
        mail: '',
        birthday: '',
        devices,
        pid,
      },
      devices,
    }),
  );
  store.dispatch(clientActions.vipLoaded({ level: vipLevel }));
  store.dispatch(clientActions.companyTaxIdDetected(companyTaxId));
  const { client, member } = store.getState();
  return { client, member };
}

/** Shows where the router is, so that tests can see navigation. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

export function renderShell(options: RenderOptions = {}) {
  return renderWithProviders(
    <ShellChrome>
      <main id="main" tabIndex={-1}>
        <h1>Page</h1>
        <LocationProbe />
        <button type="button">Page button</button>
      </main>
    </ShellChrome>,
    options,
  );
}

/** Makes matchMedia answer `(min-width: …)` queries for a viewport `width` px wide. */
export function setViewportWidth(width: number) {
  const matchMedia = vi.fn((query: string) => {
    const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query);
    return {
      matches: minWidth ? width >= Number(minWidth[1]) : false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    };
  });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: matchMedia,
  });
}

export function resetViewport() {
  Reflect.deleteProperty(window, 'matchMedia');
}
