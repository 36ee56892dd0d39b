import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import type { SandboxControls } from '../../../state/sandboxControls';
import { useSandboxControls } from './useSandboxControls';

/** Reset and fault injection of the sandbox; the controls module arrives with import(). */
export function SandboxControlsPanel({ load }: { load: () => Promise<SandboxControls> }) {
  const { t } = useTranslation('devtools');
  const { controls, failed, refresh } = useSandboxControls(load);

  if (failed) return <p role="alert">{t('sandbox.unavailable')}</p>;
  if (!controls) return <p>{t('sandbox.loading')}</p>;
  const status = controls.status();

  const act = (change: () => void) => () => {
    change();
    refresh();
  };
  const failureText =
    status.pendingFailure === 'http503'
      ? t('sandbox.nextFailsHttp')
      : status.pendingFailure === 'result'
        ? t('sandbox.nextFailsResult')
        : t('sandbox.nextAnswers');

  return (
    <>
      <div role="status">
        <ul className="devtools__status">
          <li>{failureText}</li>
          <li>{status.slowMode ? t('sandbox.slowOn') : t('sandbox.slowOff')}</li>
          <li>{t('sandbox.clock', { minutes: status.clockOffsetMinutes })}</li>
        </ul>
      </div>
      <div className="devtools__actions">
        <Button variant="secondary" onClick={act(() => controls.failNext('http503'))}>
          {t('sandbox.failHttp')}
        </Button>
        <Button variant="secondary" onClick={act(() => controls.failNext('result'))}>
          {t('sandbox.failResult')}
        </Button>
        <Button
          variant="secondary"
          aria-pressed={status.slowMode}
          onClick={act(() => controls.setSlowMode(!status.slowMode))}
        >
          {t('sandbox.slowMode')}
        </Button>
        <Button variant="secondary" onClick={act(() => controls.advanceClock(10))}>
          {t('sandbox.advanceClock')}
        </Button>
        <Button
          onClick={() => {
            if (window.confirm(t('sandbox.resetConfirm'))) controls.reset();
          }}
        >
          {t('sandbox.reset')}
        </Button>
      </div>
    </>
  );
}
