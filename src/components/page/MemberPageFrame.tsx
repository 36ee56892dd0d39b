import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { href, paths } from '../../config/paths';
import { loginHref } from '../../lib/loginHref';
import { selectDevice, selectIsLogin } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import type { Device } from '../../api/types/member';
import { DeviceSwitcher, deviceDisplayName } from '../DeviceSwitcher';
import { deviceKindsOf, type DeviceKind } from './deviceKind';
import { DeviceKindNotice } from './DeviceKindNotice';
import { PageFrame } from './PageFrame';

export interface MemberPageContext {
  device: Device;
  /** A company (tax id) account. */
  isCompany: boolean;
}

export interface MemberAccountContext {
  /** The current number, if the account has one. */
  device: Device | null;
  isCompany: boolean;
}

interface CommonProps {
  title: string;
  /**
   * The kinds of customer the page is for (any of them); another kind sees DeviceKindNotice and
   * the number chooser. Omit for every kind.
   */
  kinds?: readonly DeviceKind[];
}

export type MemberPageFrameProps = CommonProps &
  (
    | {
        /** The page is per number (default): without a number the member is sent to add one. */
        needsDevice?: true;
        children: (context: MemberPageContext) => ReactNode;
      }
    | {
        /** An account page: shown to a signed-in member with or without a number. */
        needsDevice: false;
        children: (context: MemberAccountContext) => ReactNode;
      }
  );

function GateLink({ to, primary, children }: { to: string; primary: boolean; children: string }) {
  const className = `button ${primary ? 'button--primary' : 'button--secondary'}`;
  return to.startsWith('/') ? (
    <Link className={className} to={to}>
      {children}
    </Link>
  ) : (
    <a className={className} href={to}>
      {children}
    </a>
  );
}

/**
 * The one member gate. A visitor (or an expired session) is asked to sign in, with a link to
 * /Login that ALWAYS carries this page as the return path; a member without a number is sent to
 * add one (unless `needsDevice={false}`); a number of another kind than `kinds` sees
 * DeviceKindNotice. Otherwise: the heading, the number as context, the number chooser, the page.
 * The gate texts are `gate.*` of common.json.
 */
export function MemberPageFrame(props: MemberPageFrameProps) {
  const { title, kinds } = props;
  const { t } = useTranslation();
  const location = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const token = useAppSelector(selectMemberToken);
  const device = useAppSelector(selectDevice);
  const isCompany = useAppSelector((state) => state.client.isCompanyTaxId);

  if (!isLogin || token === '') {
    return (
      <PageFrame title={title}>
        <div className="notice">
          <p className="state__title">{t('gate.signedOutTitle')}</p>
          <p>{t('gate.signedOutBody')}</p>
          <GateLink to={loginHref(location.pathname + location.search)} primary>
            {t('gate.signIn')}
          </GateLink>
        </div>
      </PageFrame>
    );
  }

  if (props.needsDevice === false) {
    return (
      <PageFrame title={title}>{props.children({ device: device ?? null, isCompany })}</PageFrame>
    );
  }

  if (!device) {
    return (
      <PageFrame title={title}>
        <div className="notice">
          <p className="state__title">{t('gate.noDeviceTitle')}</p>
          <p>{t('gate.noDeviceBody')}</p>
          <GateLink to={href(paths.home)} primary={false}>
            {t('gate.home')}
          </GateLink>
        </div>
      </PageFrame>
    );
  }

  const fits =
    kinds === undefined || deviceKindsOf(device, isCompany).some((kind) => kinds.includes(kind));
  return (
    <PageFrame title={title} context={t('gate.context', { number: deviceDisplayName(device) })}>
      <div className="member-frame__toolbar">
        <DeviceSwitcher label={t('gate.switchLabel')} />
      </div>
      {fits ? props.children({ device, isCompany }) : <DeviceKindNotice kinds={kinds} />}
    </PageFrame>
  );
}
