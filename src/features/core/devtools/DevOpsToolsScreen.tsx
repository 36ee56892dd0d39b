import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { PageFrame } from '../../../components/page/PageFrame';
import { env, isTestEnvironment, portalVersion } from '../../../config/env';
import { isDevOpsToolsOpen } from '../../../lib/gates';
import { useAppStore } from '../../../state/hooks';
import NotFoundScreen from '../NotFoundScreen';
import { redactState } from './redactState';
import { sandboxControlsLoader } from '../../../state/sandboxControls';
import { OutboxPanel } from './OutboxPanel';
import { AdminCallsPanel } from './AdminCallsPanel';
import { SandboxControlsPanel } from './SandboxControlsPanel';
import { Card } from '../../../components/Card';
import { Facts } from '../../../components/Facts';
import './devtools.css';

function clearBrowserStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}

/** Tools for testers (test environment only): environment, state, storage and the sandbox. */
export default function DevOpsToolsScreen() {
  const { t } = useTranslation(['devtools', 'titles']);
  const store = useAppStore();
  const [snapshot, setSnapshot] = useState(() => redactState(store.getState()));
  const [storageKeys, setStorageKeys] = useState(() => Object.keys(localStorage).sort());

  if (!isDevOpsToolsOpen(isTestEnvironment)) return <NotFoundScreen />;
  const loadSandboxControls = sandboxControlsLoader();

  const facts: [string, string][] = [
    [t('env.appEnv'), env.appEnv],
    [t('env.apiMode'), env.apiMode],
    [t('env.apiBase'), env.apiBase],
    [t('env.memberSite'), env.memberSiteBase],
    [t('env.version'), portalVersion || t('env.unknown')],
    [t('env.userAgent'), navigator.userAgent],
  ];

  return (
    <PageFrame title={t('titles:devOpsTools')} context={t('context')}>
      <Card title={t('env.heading')} className="devtools__section">
        <Facts items={facts} />
      </Card>

      <Card title={t('state.heading')} className="devtools__section">
        <p>{t('state.note')}</p>
        <Button variant="secondary" onClick={() => setSnapshot(redactState(store.getState()))}>
          {t('state.refresh')}
        </Button>
        {/* Focusable so that keyboard users can scroll the long state. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre className="devtools__state" tabIndex={0} aria-label={t('state.heading')}>
          {JSON.stringify(snapshot, null, 2)}
        </pre>
      </Card>

      <Card title={t('storage.heading')} className="devtools__section">
        <p>{t('storage.keys', { total: storageKeys.length })}</p>
        {storageKeys.length > 0 ? (
          <ul className="devtools__keys">
            {storageKeys.map((key) => (
              <li key={key}>
                <code>{key}</code>
              </li>
            ))}
          </ul>
        ) : null}
        <Button
          onClick={() => {
            if (!window.confirm(t('storage.confirm'))) return;
            clearBrowserStorage();
            setStorageKeys([]);
            window.location.reload();
          }}
        >
          {t('storage.clear')}
        </Button>
      </Card>

      <Card title={t('sandbox.heading')} className="devtools__section">
        {loadSandboxControls ? (
          <SandboxControlsPanel load={loadSandboxControls} />
        ) : (
          <p>{t('sandbox.unavailable')}</p>
        )}
      </Card>

      <Card title={t('admin.heading')} className="devtools__section">
        <AdminCallsPanel />
      </Card>

      {loadSandboxControls ? (
        <Card title={t('outbox.heading')} className="devtools__section">
          <OutboxPanel load={loadSandboxControls} />
        </Card>
      ) : null}
    </PageFrame>
  );
}
