import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resetDeviceMenu, updateDeviceMenuInfo } from '../../api/member';
import type { ApiError, ApiResult } from '../../api/http';
import { Button } from '../../components/Button';
import { useApiErrorMessage } from '../../components/useApiErrorMessage';
import { useRefusal } from '../../components/useRefusal';
import type { Device } from '../../api/types/member';
import { DeviceRowEditor } from './DeviceRowEditor';
import { ResetConfirmation } from './ResetConfirmation';
import { ALIAS_MAX_LENGTH, aliasProblem, moveDevice, toSavedOrder } from './deviceOrder';

function CallFailure({ error }: { error: ApiError }) {
  const message = useApiErrorMessage(error);
  return (
    <p className="devices-alert" role="alert">
      {message}
    </p>
  );
}

export interface DeviceListFormProps {
  initial: Device[];
  onSaved: () => Promise<unknown>;
  /** Shows a confirmation; the parent keeps it so that it outlives the reload after a save. */
  setNotice: (notice: string) => void;
}

interface PendingFocus {
  deviceNo: string;
  step: -1 | 1;
}

/** The editable list: names, visibility and order, saved or reset as a whole. */
export function DeviceListForm({ initial, onSaved, setNotice }: DeviceListFormProps) {
  const { t } = useTranslation('devices');
  const [devices, setDevices] = useState<Device[]>(initial);
  const [busy, setBusy] = useState(false);
  const [aliasErrors, setAliasErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const refusal = useRefusal();
  const [pendingFocus, setPendingFocus] = useState<PendingFocus | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  // A move button that just became disabled (top or bottom reached) hands focus to its partner.
  useEffect(() => {
    if (!pendingFocus || !listRef.current) return;
    const buttons = Array.from(
      listRef.current.querySelectorAll<HTMLButtonElement>(
        `[data-device="${CSS.escape(pendingFocus.deviceNo)}"] .devices-row__move button`,
      ),
    );
    const preferred = buttons[pendingFocus.step === -1 ? 0 : 1];
    (preferred && !preferred.disabled ? preferred : buttons.find((b) => !b.disabled))?.focus();
    setPendingFocus(null);
  }, [pendingFocus]);

  const change = (deviceNo: string, update: Partial<Device>) => {
    setNotice('');
    if ('AliasOfCustom' in update) {
      setAliasErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([number]) => number !== deviceNo)),
      );
    }
    setDevices((current) =>
      current.map((device) => (device.deviceNo === deviceNo ? { ...device, ...update } : device)),
    );
  };

  const move = (index: number, step: -1 | 1) => {
    const device = devices[index];
    if (!device) return;
    const position = index + step + 1;
    setNotice(t('moved', { number: device.deviceNo, position, total: devices.length }));
    setDevices((current) => moveDevice(current, index, step));
    setPendingFocus({ deviceNo: device.deviceNo, step });
  };

  async function run(action: () => Promise<ApiResult<unknown>>, done: string) {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const reply = await action();
    setBusy(false);
    if ('error' in reply) {
      setFailure(refusal.of(reply.error));
      return;
    }
    setNotice(done);
    await onSaved();
  }

  function save(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: Record<string, string> = {};
    for (const device of devices) {
      const found = aliasProblem(device.AliasOfCustom);
      if (found) errors[device.deviceNo] = t(found, { max: ALIAS_MAX_LENGTH });
    }
    setAliasErrors(errors);
    const firstInvalid = devices.find((device) => device.deviceNo in errors);
    if (firstInvalid) {
      setProblem('');
      document.getElementsByName(`alias-${firstInvalid.deviceNo}`)[0]?.focus();
      return;
    }
    if (!devices.some((device) => device.show)) {
      setProblem(t('noneShown'));
      return;
    }
    setProblem('');
    void run(() => updateDeviceMenuInfo({ devices: toSavedOrder(devices) }), t('saved'));
  }

  return (
    <form className="devices-form" noValidate onSubmit={save}>
      {failure ? <CallFailure error={failure} /> : null}
      {problem ? (
        <p className="devices-alert" role="alert">
          {problem}
        </p>
      ) : null}
      <ol ref={listRef} className="devices-list" aria-label={t('listLabel')}>
        {devices.map((device, index) => (
          <DeviceRowEditor
            key={device.deviceNo}
            device={device}
            position={index}
            total={devices.length}
            error={aliasErrors[device.deviceNo]}
            onChange={(update) => {
              change(device.deviceNo, update);
            }}
            onMove={(step) => {
              move(index, step);
            }}
          />
        ))}
      </ol>
      <div className="devices-actions">
        <Button type="submit" busy={busy}>
          {t('save')}
        </Button>
        {confirmingReset ? null : (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setConfirmingReset(true);
            }}
          >
            {t('reset')}
          </Button>
        )}
      </div>
      {confirmingReset ? (
        <ResetConfirmation
          busy={busy}
          onCancel={() => {
            setConfirmingReset(false);
          }}
          onConfirm={() => {
            void run(() => resetDeviceMenu(), t('resetDone'));
          }}
        />
      ) : null}
    </form>
  );
}
