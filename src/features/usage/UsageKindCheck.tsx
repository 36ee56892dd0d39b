import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Smartphone, Wifi } from 'lucide-react';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/page/StatusStates';
import { href, paths } from '../../config/paths';
import { APPLY_FOR_SERVICE_PAGES } from '../../lib/carrierPages';
import { useNumberNames } from '../../components/useNumberNames';
import { clientActions, selectDevices } from '../../state/client';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import type { Device } from '../../api/types/member';
import './usage.css';

export type UsageDeviceKind = 'mobile' | 'broadband';

/**
 * Inside MemberPageFrame: the usage of `device` when it is of `kind`; otherwise says honestly that
 * this number has no such usage and offers the customer's numbers that have it (one button each),
 * which the generic kind notice cannot; with none, the way to add one to the account.
 */
export function UsageKindCheck({
  kind,
  device,
  children,
}: {
  kind: UsageDeviceKind;
  device: Device;
  children: ReactNode;
}) {
  const { t } = useTranslation('usage');
  const { deviceLabel } = useNumberNames();
  const dispatch = useAppDispatch();
  const devices = useAppSelector(selectDevices);
  if (device.deviceType === kind) return <>{children}</>;
  const matching = devices.filter((entry) => entry.deviceType === kind && entry.show);
  return (
    <EmptyState
      title={t(`wrongKind.${kind}.title`)}
      icon={kind === 'broadband' ? Wifi : Smartphone}
    >
      <p className="state__message">
        {t(`wrongKind.${kind}.body`, { number: deviceLabel(device) })}
      </p>
      {matching.length > 0 ? (
        <div className="state__actions">
          {matching.map((entry) => (
            <Button
              key={entry.deviceNo}
              variant="secondary"
              onClick={() => dispatch(clientActions.deviceSelected(entry.deviceNo))}
            >
              {t('wrongKind.show', { number: deviceLabel(entry) })}
            </Button>
          ))}
        </div>
      ) : (
        <>
          <p className="state__message">{t(`wrongKind.${kind}.none`)}</p>
          <div className="state__actions">
            <a className="button button--primary" href={APPLY_FOR_SERVICE_PAGES[kind]}>
              {t(`wrongKind.${kind}.apply`)}
            </a>
            <Link className="button button--secondary" to={href(paths.deviceMenuSetting)}>
              {t('wrongKind.addNumber')}
            </Link>
          </div>
        </>
      )}
    </EmptyState>
  );
}
