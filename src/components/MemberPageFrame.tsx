import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { href, paths } from '../config/paths';
import { loginHref } from '../lib/loginHref';
import { selectDevice, selectIsLogin } from '../state/client';
import { useAppSelector } from '../state/hooks';
import { selectMemberToken } from '../state/member';
import type { Device } from '../state/types';
import { DeviceSwitcher, deviceDisplayName } from './DeviceSwitcher';
import { PageFrame } from './PageFrame';

export interface MemberPageContext {
  device: Device;
  /** A company (tax id) account. */
  isCompany: boolean;
}

/**
 * The frame of a member's per-number page: with a logged-in member and a number, the heading,
 * the number as context and the number chooser, then the page; otherwise the next step (log in
 * and come back here, or add a number). The texts are the `gate.*` keys of namespace `ns`.
 */
export function MemberPageFrame({
  title,
  ns,
  children,
}: {
  title: string;
  ns: string;
  children: (context: MemberPageContext) => ReactNode;
}) {
  const { t } = useTranslation(ns);
  const location = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const token = useAppSelector(selectMemberToken);
  const device = useAppSelector(selectDevice);
  const isCompany = useAppSelector((state) => state.client.isCompanyTaxId);

  if (!isLogin || token === '' || !device) {
    const signedOut = !isLogin || token === '';
    const target = signedOut ? loginHref(location.pathname + location.search) : href(paths.home);
    const className = `button ${signedOut ? 'button--primary' : 'button--secondary'}`;
    const label = signedOut ? t('gate.signIn') : t('gate.home');
    return (
      <PageFrame title={title}>
        <div className="notice">
          <p className="state__title">
            {signedOut ? t('gate.signedOutTitle') : t('gate.noDeviceTitle')}
          </p>
          <p>{signedOut ? t('gate.signedOutBody') : t('gate.noDeviceBody')}</p>
          {target.startsWith('/') ? (
            <Link className={className} to={target}>
              {label}
            </Link>
          ) : (
            <a className={className} href={target}>
              {label}
            </a>
          )}
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} context={t('gate.context', { number: deviceDisplayName(device) })}>
      <div className="member-frame__toolbar">
        <DeviceSwitcher label={t('gate.switchLabel')} />
      </div>
      {children({ device, isCompany })}
    </PageFrame>
  );
}
