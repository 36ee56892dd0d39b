import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/AppRoot';
import { installPreloadErrorHandler } from './app/boot/chunkReload';
import { createPortalRouter } from './app/router';
import { env } from './config/env';
import { initI18n } from './i18n/setup';
import { toLanguage } from './i18n/languages';
import { bindStoreToHttp } from './state/httpBinding';
import { readPersistedState, startPersistence } from './state/persist';
import { makeStore } from './state/store';
import './styles/global.css';

async function boot(): Promise<void> {
  installPreloadErrorHandler();
  if (env.apiMode === 'sandbox') {
    const { startSandbox } = await import('./sandbox/browser');
    await startSandbox();
  }
  const store = makeStore(readPersistedState());
  bindStoreToHttp(store);
  startPersistence(store);
  const i18n = await initI18n({ language: toLanguage(store.getState().client.language) });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(<AppRoot store={store} i18n={i18n} router={createPortalRouter()} />);
}

void boot();
