import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useRouteHandle } from '../../components/useRouteHandle';
import { PageFrame } from '../../components/page/PageFrame';
import { EmptyState, ErrorState, LoadingState } from '../../components/page/StatusStates';
import { loginHref } from '../../lib/loginHref';
import { selectIsLogin } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { asApiError } from '../../state/portalApi';
import { DeviceListForm } from './DeviceListForm';
import { useGetDeviceMenuForSettingsQuery } from './devicesApi';
import './devices.css';

function DeviceMenuEditor() {
  const { t } = useTranslation('devices');
  const token = useAppSelector((state) => state.member.token);
  const menu = useGetDeviceMenuForSettingsQuery({ token });
  const [notice, setNotice] = useState('');
  if (menu.isError) {
    return <ErrorState error={asApiError(menu.error)} onRetry={() => void menu.refetch()} />;
  }
  if (!menu.data) return <LoadingState />;
  if (menu.data.devices.length === 0) {
    return (
      <EmptyState title={t('empty')}>
        <p>{t('emptyNext')}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <p>{t('intro')}</p>
      <p className="devices-done" role="status" hidden={notice === ''}>
        {notice}
      </p>
      <DeviceListForm
        key={menu.fulfilledTimeStamp}
        initial={menu.data.devices}
        onSaved={() => menu.refetch()}
        setNotice={setNotice}
      />
    </>
  );
}

/** /DeviceMenuSetting: order, names and visibility of the member's numbers. */
export default function DeviceMenuSettingScreen() {
  const { t } = useTranslation(['devices', 'titles']);
  const { routeKey } = useRouteHandle();
  const location = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const target = loginHref(location.pathname + location.search);
  return (
    <PageFrame title={t(`titles:${routeKey}`)}>
      {isLogin ? (
        <DeviceMenuEditor />
      ) : (
        <div className="notice" role="note">
          <p>{t('needLogin')}</p>
          {target.startsWith('/') ? (
            <Link className="button button--primary" to={target}>
              {t('login')}
            </Link>
          ) : (
            <a className="button button--primary" href={target}>
              {t('login')}
            </a>
          )}
        </div>
      )}
    </PageFrame>
  );
}
