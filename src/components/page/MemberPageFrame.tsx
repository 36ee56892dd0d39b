import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href, paths } from '../../config/paths';
import { selectDevice } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { selectIsCompany, useIsMember } from '../../state/session';
import type { Device } from '../../api/types/member';
import { DeviceSwitcher, useSwitchableDevices } from '../DeviceSwitcher';
import { useNumberNames } from '../useNumberNames';
import { deviceKindsOf, type DeviceKind } from './deviceKind';
import { DeviceKindNotice } from './DeviceKindNotice';
import { PageFrame } from './PageFrame';
import { SignInNotice } from './SignInNotice';

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

/**
 * The one member gate. A visitor (or an expired session) is asked to sign in (SignInNotice),
 * with a link to /Login that ALWAYS carries this page, query and fragment included, as the
 * return path; a member without a number is sent to add one (unless `needsDevice={false}`); a
 * number of another kind than `kinds` sees DeviceKindNotice. Otherwise: the heading, the number
 * (once: the chooser when there are several, else a line under the heading), the page.
 * The gate texts are `gate.*` of common.json.
 */
export function MemberPageFrame(props: MemberPageFrameProps) {
  const { title, kinds } = props;
  const { t } = useTranslation();
  const isMember = useIsMember();
  const device = useAppSelector(selectDevice);
  const isCompany = useAppSelector(selectIsCompany);
  const canSwitch = useSwitchableDevices().length > 1;
  const { deviceLabel } = useNumberNames();

  if (!isMember) {
    return (
      <PageFrame title={title}>
        <SignInNotice title={t('gate.signedOutTitle')} text={t('gate.signedOutBody')} />
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
          <Link className="button button--secondary" to={href(paths.home)}>
            {t('gate.home')}
          </Link>
        </div>
      </PageFrame>
    );
  }

  const fits =
    kinds === undefined || deviceKindsOf(device, isCompany).some((kind) => kinds.includes(kind));
  return (
    <PageFrame
      title={title}
      context={canSwitch ? undefined : t('gate.context', { number: deviceLabel(device) })}
    >
      {canSwitch ? (
        <div className="member-frame__toolbar">
          <DeviceSwitcher label={t('gate.switchLabel')} />
        </div>
      ) : null}
      {fits ? props.children({ device, isCompany }) : <DeviceKindNotice kinds={kinds} />}
    </PageFrame>
  );
}
