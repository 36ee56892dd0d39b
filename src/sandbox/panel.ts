import { clearEcsSession, saveEcsSession } from '../api/ecsSession';
import { paths } from '../config/paths';
import { readPersistedState, writePersistedState } from '../state/persist';
import type { RootState } from '../state/store';
import { advanceSandboxClock, clockOffsetMs, sandboxNow } from './db/clock';
import { customerForToken, endSession, signInAs } from './db/sessions';
import { db, mutate, resetSandbox } from './db/state';
import { sendFakeBaseStationAlerts } from './db/tables/alertRules';
import type { CustomerRow } from './db/types';
import { ECS_DEMO } from './db/tables/ecsSeed';
import { ecsUser } from './db/tables/ecsRules';
import { failNextCall, isSlowMode, pendingFailure, setSlowMode } from './faults';
import { openEcsSession } from './handlers/ecs';
import { portalStateAfterSignIn, portalStateAfterSignOut } from './portalState';
// A stylesheet file, not an injected <style>: a strict style-src would block the latter.
import './panel.css';

/**
 * The "Sandbox" control, docked at the foot of every page (browser only, started by startSandbox): sign in as a demo
 * customer, sign out, reset data, fail the next call, slow mode, advance the clock, a fake base station. Plain DOM and
 * English on purpose: a developer tool that never ships in a live build.
 */
const ROOT_ID = 'sandbox-panel';

export function signInLabel(customer: CustomerRow): string {
  if (customer.kind === 'mobile') {
    const level = db().vipLevels.find((row) => row.level === customer.vipLevel);
    return `Sign in as ${customer.name} (mobile, VIP ${level?.nameEn ?? 'none'})`;
  }
  const kind = customer.kind === 'fixedBroadband' ? 'fixed line + broadband' : 'enterprise';
  return `Sign in as ${customer.name} (${kind})`;
}

/**
 * The portal's persisted state, current: the portal writes its state debounced and at the latest
 * on 'pagehide', so the panel announces the page is going away (it is: a reload follows) to have
 * any pending write made before it reads.
 */
function settledPersistedState() {
  globalThis.dispatchEvent(new Event('pagehide'));
  return readPersistedState();
}

let reloadPage = () => {
  location.reload();
};

/** Writes the portal's state and reloads; written again on pagehide so no late write wins. */
function persistAndReload(state: RootState): void {
  writePersistedState(state);
  globalThis.addEventListener('pagehide', () => writePersistedState(state), { once: true });
  reloadPage();
}

function currentToken(): string {
  return readPersistedState().member?.token ?? '';
}

function signInAsCustomer(customerId: string): void {
  const base = settledPersistedState();
  if (base.member?.token) endSession(base.member.token);
  persistAndReload(portalStateAfterSignIn(signInAs(customerId), { client: base.client }));
}

function signOut(): void {
  const base = settledPersistedState();
  if (base.member?.token) endSession(base.member.token);
  persistAndReload(portalStateAfterSignOut({ client: base.client }));
}

/** Opens the enterprise (ECS) session of a company user, apart from any member session. */
function signInToEcs(userId: string): void {
  const user = ecsUser(db().ecs, ECS_DEMO.taxId, userId);
  const login = user ? openEcsSession(ECS_DEMO.taxId, user) : null;
  if (!login) return;
  const { expiresIn, ...session } = login;
  saveEcsSession({ ...session, expiresAt: Date.now() + expiresIn * 1000 });
  reloadPage();
}

export function resetAll(): void {
  const base = settledPersistedState();
  resetSandbox();
  clearEcsSession();
  persistAndReload(portalStateAfterSignOut({ client: base.client }));
}

/** "+1 day 20 min" rather than "+1460 min". */
function clockOffsetText(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const rest = minutes - days * 1440;
  const parts = [
    days > 0 ? `${String(days)} day${days === 1 ? '' : 's'}` : '',
    rest > 0 ? `${String(rest)} min` : '',
  ];
  return `+${parts.filter(Boolean).join(' ')}`;
}

function statusText(): string {
  const customer = customerForToken(currentToken());
  const offsetMinutes = Math.round(clockOffsetMs() / 60_000);
  return [
    customer ? `Signed in as ${customer.name}` : 'Not signed in',
    pendingFailure() ? 'The next call will fail (HTTP 503)' : 'Calls answer normally',
    isSlowMode() ? 'Slow mode: on (+3 s per call)' : 'Slow mode: off',
    offsetMinutes === 0 ? 'Clock: real time' : `Clock: ${clockOffsetText(offsetMinutes)}`,
  ].join('\n');
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function button(label: string, onClick: () => void, className = 'sbx-button'): HTMLButtonElement {
  const node = element('button', { type: 'button', className, textContent: label });
  node.addEventListener('click', onClick);
  return node;
}

export interface PanelOptions {
  /** How the page reloads after a sign-in, sign-out or reset (tests observe it). */
  reload?: () => void;
}

export function mountSandboxPanel(options: PanelOptions = {}): void {
  if (options.reload) reloadPage = options.reload;
  if (document.getElementById(ROOT_ID)) return;
  const status = element('p', { className: 'sbx-status' });
  status.setAttribute('role', 'status');
  const slow = button('Slow mode', () => {
    setSlowMode(!isSlowMode());
    refresh();
  });
  const refresh = () => {
    status.textContent = statusText();
    slow.setAttribute('aria-pressed', String(isSlowMode()));
  };

  const panel = element(
    'section',
    { id: `${ROOT_ID}-body`, className: 'sbx-panel', hidden: true },
    [
      element('p', { className: 'sbx-title', textContent: 'Sandbox (developer tool)' }),
      element('p', {
        className: 'sbx-note',
        textContent: 'Simulated carrier API. Data lives in this browser only.',
      }),
      status,
      element('fieldset', { className: 'sbx-group' }, [
        element('legend', { textContent: 'Customer' }),
        ...db().customers.map((customer) =>
          button(signInLabel(customer), () => {
            signInAsCustomer(customer.id);
          }),
        ),
        button('Sign out', signOut),
      ]),
      element('fieldset', { className: 'sbx-group' }, [
        element('legend', { textContent: 'Enterprise self-service (ECS)' }),
        button('ECS: 好客科技 administrator', () => {
          signInToEcs(ECS_DEMO.admin.userId);
        }),
        button('ECS: 好客科技 staff user', () => {
          signInToEcs(ECS_DEMO.staff.userId);
        }),
      ]),
      element('fieldset', { className: 'sbx-group' }, [
        element('legend', { textContent: 'Faults and time' }),
        button('Fail the next call', () => {
          failNextCall('http503');
          refresh();
        }),
        slow,
        button('Advance clock 10 minutes', () => {
          advanceSandboxClock(10 * 60_000);
          refresh();
        }),
        button('Advance clock 1 day', () => {
          advanceSandboxClock(24 * 60 * 60_000);
          refresh();
        }),
        button('Fake base station nearby', () => {
          mutate((database) => sendFakeBaseStationAlerts(database, sandboxNow()));
          refresh();
        }),
      ]),
      element('p', { className: 'sbx-note' }, [
        element('a', {
          className: 'sbx-link',
          href: paths.devOpsTools,
          textContent: 'Outbox: messages sent, and more tools',
        }),
      ]),
      button('Reset data (signs out)', resetAll, 'sbx-button sbx-button--danger'),
    ],
  );
  panel.setAttribute('aria-label', 'Sandbox controls');

  const toggle = button(
    'Sandbox',
    () => {
      setOpen(panel.hidden === true);
    },
    'sbx-toggle',
  );
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', panel.id);
  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) {
      refresh();
      panel.querySelector('button')?.focus();
    }
  };
  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    toggle.focus();
  });

  const label = element('span', {
    className: 'sbx-label',
    textContent: 'Sandbox build: simulated carrier API',
  });
  const root = element('div', { id: ROOT_ID, className: 'sbx-root' }, [panel, toggle, label]);
  root.setAttribute('data-sandbox', '');
  document.body.append(root);
}
