import { createRoot } from 'react-dom/client';
import { holdCallsUntilPainted, holdRequestsUntil, preloadHttp } from './api/http';
import { AppRoot } from './app/AppRoot';
import { installPreloadErrorHandler } from './app/boot/chunkReload';
import { hasLaunchParameter } from './app/boot/launchParameter';
import { publicHostRedirect } from './lib/gates';
import { preloadShellChrome } from './app/layout/shellChrome';
import { preloadShellLayers, requestAnnouncementData } from './app/layout/shellLayers';
import { registerSandboxControls } from './state/sandboxControls';
import { createPortalRouter } from './app/router';
import { env } from './config/env';
import { bindScreenTexts } from './i18n/screenTexts';
import { initI18n } from './i18n/setup';
import { afterNextPaint, yieldToBrowser } from './lib/yieldToBrowser';
import { recordBootPhase, timeBootPhase } from './lib/bootPhases';
import { toLanguage } from './i18n/languages';
import { requestTextFiles } from './i18n/localeLoaders';
import { routeScreenLoaded } from './state/events';
import { bindStoreToHttp } from './state/httpBinding';
import { readPersistedState, startPersistence } from './state/persist';
import { makeStore } from './state/store';
import './styles/global.css';

/** The longest the screen's first calls wait for the page's first paint (api/http.ts). */
const FIRST_PAINT_WAIT_LIMIT_MS = 1_000;

async function boot(): Promise<void> {
  const redirect = publicHostRedirect(window.location, {
    isProduction: env.appEnv === 'production',
    publicHost: env.publicHost,
  });
  if (redirect) {
    window.location.replace(redirect);
    return;
  }
  installPreloadErrorHandler();
  // index.html's splash is the first paint; axios comes in parallel with the first screen's
  // chunks, so that its calls never wait for it.
  preloadHttp();
  // Spelled out here, not read from env.ts, so that the bundler sees a build-time constant and a
  // live build holds no sandbox code at all.
  if (import.meta.env.VITE_API_MODE !== 'live' && env.apiMode === 'sandbox') {
    // The shell paints while the sandbox starts; every API call waits for it.
    const sandbox = import('./sandbox/browser').then(({ startSandbox }) => startSandbox());
    holdRequestsUntil(sandbox);
    registerSandboxControls(async () => {
      await sandbox;
      return (await import('./sandbox/devtools')).sandboxControls;
    });
    sandbox.catch(showBootFailure);
  }
  // Requested before the start-up work below, which runs in separate tasks rather than one long
  // one (reading the encrypted state, creating the store, matching the route table each take
  // tens of milliseconds on a slow phone).
  const chromeLoaded = preloadShellChrome();
  const layersLoaded = preloadShellLayers();
  await yieldToBrowser();
  const persisted = timeBootPhase('state', readPersistedState);
  const launching = hasLaunchParameter(window.location.search);
  // Without a launch the language is the persisted one, so the first view's texts are requested
  // now, beside the chrome; a launch may change the language, so its texts wait for it.
  const earlyTexts = launching ? null : startTexts(persisted.client?.language);
  await yieldToBrowser();
  const store = timeBootPhase('state', () => makeStore(persisted));
  bindStoreToHttp(store);
  requestAnnouncementData();
  startPersistence(store);
  void import('./app/boot/platform').then(({ recordPlatform }) => recordPlatform(store));
  let launch: typeof import('./app/boot/embeddedLaunch') | null = null;
  if (launching) {
    launch = await import('./app/boot/embeddedLaunch');
    await launch.launchEmbedded(store);
  }
  const texts = earlyTexts ?? startTexts(store.getState().client.language);
  await yieldToBrowser();
  // Created before the texts and the chrome are awaited: it requests the first screen's chunk at
  // once, in parallel with them.
  const router = timeBootPhase('routes', () =>
    createPortalRouter({
      onScreenLoaded: (routeKey) => store.dispatch(routeScreenLoaded(routeKey)),
    }),
  );
  const [i18n] = await Promise.all([texts, chromeLoaded, layersLoaded]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const root = createRoot(container);
  // Not in a transition: RouterProvider reads the router's state when it renders and subscribes
  // only when it commits, so a time-sliced first render could miss the first screen arriving in
  // between and stay on its loading state.
  const renderStart = performance.now();
  const painted = new Promise<void>((resolve) => {
    // A page opened in a background tab paints only when shown: its calls do not wait for that.
    setTimeout(resolve, FIRST_PAINT_WAIT_LIMIT_MS);
    const onFirstCommit = () => {
      recordBootPhase('firstRender', renderStart);
      afterNextPaint(resolve);
    };
    root.render(
      <AppRoot store={store} i18n={i18n} router={router} onFirstCommit={onFirstCommit} />,
    );
  });
  holdCallsUntilPainted(painted);
  if (launch) {
    const { readVipAfterLaunch } = launch;
    afterNextPaint(() => void readVipAfterLaunch(store));
  }
  void import('./app/boot/routePreload').then(({ installRoutePreload }) =>
    timeBootPhase('routePreload', () => installRoutePreload(router)),
  );
  void import('./app/boot/loginCheck').then(({ startLoginCheck }) =>
    startLoginCheck({ store, router }),
  );
  if (store.getState().client.embedded) {
    void import('./app/boot/hostLink').then(({ listenToHost }) =>
      listenToHost(store, {
        navigate: (path) => router.navigate(path),
        i18n,
      }),
    );
  }
}

function startTexts(persistedLanguage: string | undefined): ReturnType<typeof initI18n> {
  const language = toLanguage(persistedLanguage);
  const texts = timeBootPhase('i18n', () => initI18n({ language }));
  // Awaited later; a failure is reported there, not as unhandled while boot() yields.
  texts.catch(() => undefined);
  // Route loaders request their screen's texts beside the screen's chunk (i18n/screenTexts.ts).
  bindScreenTexts({ ready: texts, language, requestFiles: requestTextFiles });
  return texts;
}

/** Boot failed before React could render (e.g. a bad configuration): never a blank page. */
function showBootFailure(error: unknown): void {
  console.error(error);
  const container = document.getElementById('root');
  if (!container) return;
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.padding = '24px';
  message.textContent =
    '服務暫時無法使用，請稍後再試。 The service is temporarily unavailable. Please try again later.';
  container.replaceChildren(message);
}

boot().catch(showBootFailure);
