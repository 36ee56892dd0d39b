import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DeviceSwitcher, deviceDisplayName } from '../../components/DeviceSwitcher';
import { PageFrame } from '../../components/page/PageFrame';
import { href, paths } from '../../config/paths';
import { selectDevice, selectDevices, selectIsLogin } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import type { Device } from '../../state/types';
import './billSettings.css';

interface MemberScreenProps {
  title: string;
  /** Shows the number chooser and names the current number under the heading. */
  perDevice?: boolean;
  children: (device: Device, devices: Device[]) => ReactNode;
}

/**
 * The frame of the billing-settings screens: a member must be logged in and have a number;
 * otherwise it says so with the next step. Number-scoped screens get the number chooser.
 */
export function MemberScreen({ title, perDevice = true, children }: MemberScreenProps) {
  const { t } = useTranslation('billSettings');
  const isLogin = useAppSelector(selectIsLogin);
  const token = useAppSelector(selectMemberToken);
  const device = useAppSelector(selectDevice);
  const devices = useAppSelector(selectDevices);

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
  const context = perDevice ? t('gate.context', { number: deviceDisplayName(device) }) : undefined;
  return (
    <PageFrame title={title} context={context}>
      {perDevice ? (
        <div className="bs-toolbar member-frame__toolbar">
          <DeviceSwitcher label={t('gate.switchLabel')} />
        </div>
      ) : null}
      {children(device, devices)}
    </PageFrame>
  );
}

/** Says that a screen's service does not apply to this kind of number, and what to do. */
export function NotApplicable({ kind }: { kind: string }) {
  const { t } = useTranslation('billSettings');
  return (
    <div className="notice">
      <p className="state__title">{t('gate.notApplicableTitle')}</p>
      <p>{t('gate.notApplicableBody', { kind: t(`deviceKind.${kindKey(kind)}`) })}</p>
    </div>
  );
}

export function kindKey(deviceType: string): 'mobile' | 'fixedline' | 'broadband' | 'other' {
  return deviceType === 'mobile' || deviceType === 'fixedline' || deviceType === 'broadband'
    ? deviceType
    : 'other';
}
