import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DeviceSwitcher, deviceDisplayName } from '../../components/DeviceSwitcher';
import { PageFrame } from '../../components/PageFrame';
import { href, paths } from '../../config/paths';
import { selectDevice, selectIsLogin } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import type { Device } from '../../state/types';
import './ebill.css';

export interface MemberContext {
  device: Device;
  /** A company (tax id) account. */
  isCompany: boolean;
}

/**
 * The frame of the e-bill and SMS-bill screens: a logged-in member with a number, else the next
 * step (log in, or add a number). The number chooser sits under the heading.
 */
export function MemberFrame({
  title,
  children,
}: {
  title: string;
  children: (context: MemberContext) => ReactNode;
}) {
  const { t } = useTranslation('ebill');
  const isLogin = useAppSelector(selectIsLogin);
  const token = useAppSelector(selectMemberToken);
  const device = useAppSelector(selectDevice);
  const isCompany = useAppSelector((state) => state.client.isCompanyTaxId);

  if (!isLogin || token === '' || !device) {
    const signedOut = !isLogin || token === '';
    return (
      <PageFrame title={title}>
        <div className="notice">
          <p className="state__title">
            {signedOut ? t('gate.signedOutTitle') : t('gate.noDeviceTitle')}
          </p>
          <p>{signedOut ? t('gate.signedOutBody') : t('gate.noDeviceBody')}</p>
          <Link
            className={`button ${signedOut ? 'button--primary' : 'button--secondary'}`}
            to={href(signedOut ? paths.login : paths.home)}
          >
            {signedOut ? t('gate.signIn') : t('gate.home')}
          </Link>
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} context={t('gate.context', { number: deviceDisplayName(device) })}>
      <div className="eb-toolbar">
        <DeviceSwitcher label={t('gate.switchLabel')} />
      </div>
      {children({ device, isCompany })}
    </PageFrame>
  );
}
