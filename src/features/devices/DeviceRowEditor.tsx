import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/Field';
import type { Device } from '../../api/types/member';
import { ALIAS_MAX_LENGTH } from './deviceOrder';

interface DeviceRowEditorProps {
  device: Device;
  position: number;
  total: number;
  /** The message under the name field; marks it invalid. */
  error?: string;
  onChange: (update: Partial<Device>) => void;
  onMove: (step: -1 | 1) => void;
}

/** One number: its name, whether it shows in the menu, and up/down buttons. */
export function DeviceRowEditor({
  device,
  position,
  total,
  error,
  onChange,
  onMove,
}: DeviceRowEditorProps) {
  const { t } = useTranslation('devices');
  const number = device.deviceNo;
  return (
    <li className="devices-row" data-device={number}>
      <div className="devices-row__head">
        <strong>{number}</strong>
        <span className="devices-row__plan">{device.AliasOfDefault}</span>
      </div>
      <TextField
        className="devices-row__field"
        label={t('alias', { number })}
        hint={t('aliasHint', { max: ALIAS_MAX_LENGTH })}
        error={error}
        type="text"
        name={`alias-${number}`}
        autoComplete="off"
        value={device.AliasOfCustom}
        maxLength={ALIAS_MAX_LENGTH * 2}
        placeholder={device.AliasOfDefault}
        onChange={(event) => onChange({ AliasOfCustom: event.target.value })}
      />
      <label className="devices-row__check">
        <input
          type="checkbox"
          checked={device.show}
          onChange={(event) => onChange({ show: event.target.checked })}
        />
        <span>{t('show', { number })}</span>
      </label>
      <div className="devices-row__move">
        <Button
          variant="secondary"
          disabled={position === 0}
          aria-label={t('moveUp', { number })}
          onClick={() => onMove(-1)}
        >
          <span aria-hidden="true">↑</span>
        </Button>
        <Button
          variant="secondary"
          disabled={position === total - 1}
          aria-label={t('moveDown', { number })}
          onClick={() => onMove(1)}
        >
          <span aria-hidden="true">↓</span>
        </Button>
      </div>
    </li>
  );
}
