import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { DeviceSwitcher, deviceDisplayName } from '../../components/DeviceSwitcher';
import { PageFrame } from '../../components/page/PageFrame';
import { href, paths } from '../../config/paths';
import { clientActions, selectDevice, selectDevices, selectIsLogin } from '../../state/client';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import type { Device } from '../../state/types';
import './usage.css';

export type UsageDeviceKind = 'mobile' | 'broadband';

interface UsageFrameProps {
  title: string;
  /** The kind of number the screen is about. */
  kind: UsageDeviceKind;
  children: (device: Device) => ReactNode;
}

/** Says honestly that this number has no such usage, and offers the customer's right ones. */
function WrongKind({ kind, device }: { kind: UsageDeviceKind; device: Device }) {
  const { t } = useTranslation('usage');
  const dispatch = useAppDispatch();
  const devices = useAppSelector(selectDevices);
  const matching = devices.filter((entry) => entry.deviceType === kind && entry.show);
  return (
    <div className="notice">
      <p className="state__title">{t(`wrongKind.${kind}.title`)}</p>
      <p>{t(`wrongKind.${kind}.body`, { number: deviceDisplayName(device) })}</p>
      {matching.length > 0 ? (
        <div className="usage-actions">
          {matching.map((entry) => (
            <Button
              key={entry.deviceNo}
              variant="secondary"
              onClick={() => dispatch(clientActions.deviceSelected(entry.deviceNo))}
            >
              {t('wrongKind.show', { number: deviceDisplayName(entry) })}
            </Button>
          ))}
        </div>
      ) : (
        <p>{t(`wrongKind.${kind}.none`)}</p>
      )}
    </div>
  );
}

/**
 * The frame of the usage screens: a logged-in member with a number of the right kind; otherwise
 * it says so with the next step. The number chooser sits under the heading.
 */
export function UsageFrame({ title, kind, children }: UsageFrameProps) {
  const { t } = useTranslation('usage');
  const isLogin = useAppSelector(selectIsLogin);
  const token = useAppSelector(selectMemberToken);
  const device = useAppSelector(selectDevice);

  if (!isLogin || token === '') {
    return (
      <PageFrame title={title}>
        <div className="notice">
          <p className="state__title">{t('gate.signedOutTitle')}</p>
          <p>{t('gate.signedOutBody')}</p>
          <Link className="button button--primary" to={href(paths.login)}>
            {t('gate.signIn')}
          </Link>
        </div>
      </PageFrame>
    );
  }
  if (!device) {
    return (
      <PageFrame title={title}>
        <div className="notice">
          <p className="state__title">{t('gate.noDeviceTitle')}</p>
          <p>{t('gate.noDeviceBody')}</p>
          <Link className="button button--secondary" to={href(paths.home)}>
            {t('gate.home')}
          </Link>
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} context={t('gate.context', { number: deviceDisplayName(device) })}>
      <div className="usage-toolbar member-frame__toolbar">
        <DeviceSwitcher label={t('gate.switchLabel')} />
      </div>
      {device.deviceType === kind ? children(device) : <WrongKind kind={kind} device={device} />}
    </PageFrame>
  );
}
