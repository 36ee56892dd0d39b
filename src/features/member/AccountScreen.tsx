import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LineBindStatus } from '../../api/memberArea';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { useRouteHandle } from '../../components/useRouteHandle';
import { href, paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate } from '../../lib/format';
import { maskEmail, maskMemberAccount, maskName, maskPhone, maskPid } from '../../lib/mask';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import type { Device } from '../../api/types/member';
import { useNumberNames } from '../../components/useNumberNames';
import {
  useGetLineBindStatusQuery,
  useGetProfileQuery,
  useGetWebAuthStatusQuery,
} from './memberApi';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import './member.css';

const SETTINGS = [
  { key: 'myInfoSettings', to: paths.myInfoSettings },
  { key: 'myNotifySettings', to: href(paths.myNotifySettings) },
  { key: 'deviceMenuSetting', to: paths.deviceMenuSetting },
  { key: 'pidSetting', to: paths.pidSetting },
  { key: 'fastLoginSetting', to: paths.fastLoginSetting },
] as const;

function ProfileSummary({ token }: { token: string }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const query = useGetProfileQuery(token);
  return (
    <Card title={t('account.profile')}>
      <QueryView query={query} loading={t('settings.loading')} errorTitle={t('settings.error')}>
        {(profile) => (
          <Facts
            items={[
              [t('profile.name'), maskName(profile.name)],
              [t('profile.account'), maskMemberAccount(profile.account)],
              [t('profile.pid'), maskPid(profile.customerId)],
              [t('profile.mobile'), maskPhone(profile.mobile)],
              [t('profile.mail'), maskEmail(profile.mail)],
              profile.birthday
                ? [t('profile.birthday'), formatDate(profile.birthday, language)]
                : null,
            ]}
          />
        )}
      </QueryView>
    </Card>
  );
}

function BindingTable({ devices, status }: { devices: Device[]; status: LineBindStatus }) {
  const { t } = useTranslation('member');
  const { nickname } = useNumberNames();
  const language = useLanguage();
  const bindingOf = (device: Device) =>
    status.lines.find((line) => line.deviceNo === device.deviceNo);
  return (
    <DataTable
      caption={t('account.numbers')}
      rows={devices}
      rowKey={(device) => device.deviceNo}
      empty={t('account.noNumbers')}
      narrow="cards"
      columns={[
        { key: 'number', header: t('account.number'), rowHeader: true, cell: (d) => d.deviceNo },
        {
          key: 'name',
          header: t('account.numberName'),
          cell: (d) => nickname({ alias: d.AliasOfCustom, deviceType: d.deviceType }),
        },
        {
          key: 'binding',
          header: t('account.binding'),
          cell: (d) => {
            const line = bindingOf(d);
            return line
              ? t('account.boundOn', { date: formatDate(line.boundAt, language) })
              : t('account.notBound');
          },
        },
      ]}
    />
  );
}

function Numbers({ token }: { token: string }) {
  const { t } = useTranslation('member');
  const devices = useAppSelector((state) => state.client.devices);
  const binds = useGetLineBindStatusQuery(token);
  const auth = useGetWebAuthStatusQuery(token);
  return (
    <Card title={t('account.numbers')}>
      <QueryView query={binds} loading={t('account.loading')} errorTitle={t('account.error')}>
        {(status) => (
          <>
            <p>
              {status.pid
                ? t('account.pidBound', { pid: maskPid(status.pid) })
                : t('account.pidUnbound')}{' '}
              <Link to={paths.pidSetting}>{t('account.toPidSetting')}</Link>
            </p>
            <BindingTable devices={devices} status={status} />
          </>
        )}
      </QueryView>
      <h3 className="member-subtitle">{t('account.security')}</h3>
      <QueryView query={auth} loading={t('account.loading')} errorTitle={t('account.authError')}>
        {(state) => (
          <p>{state.isAuthenticated ? t('account.authDone') : t('account.authMissing')}</p>
        )}
      </QueryView>
    </Card>
  );
}

/** /Account: the profile (masked), numbers and their binding, web auth, every setting page. */
export default function AccountScreen() {
  const { t } = useTranslation(['member', 'titles']);
  const { routeKey } = useRouteHandle();
  const token = useAppSelector(selectMemberToken);
  return (
    <MemberPageFrame title={t(`titles:${routeKey}`)} needsDevice={false}>
      {() => (
        <div className="member-page">
          <ProfileSummary token={token} />
          <Numbers token={token} />
          <Card as="nav" title={t('account.settings')}>
            <ul className="member-links">
              {SETTINGS.map((setting) => (
                <li key={setting.key}>
                  <Link to={setting.to}>{t(`titles:${setting.key}`)}</Link>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      )}
    </MemberPageFrame>
  );
}
