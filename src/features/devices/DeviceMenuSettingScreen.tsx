import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { useRouteHandle } from '../../components/useRouteHandle';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import { CleanMenu } from './CleanMenu';
import { DeviceListForm } from './DeviceListForm';
import { useGetDeviceMenuForSettingsQuery } from './devicesApi';
import { AddNumberForm, RemoveNumbers, SalesConsent } from './NumberChanges';
import './devices.css';

function DeviceMenuEditor() {
  const { t } = useTranslation('devices');
  const token = useAppSelector(selectMemberToken);
  const menu = useGetDeviceMenuForSettingsQuery({ token });
  const current = useAppSelector((state) => state.client.device);
  const [notice, setNotice] = useState('');
  return (
    <>
      <p className="devices-done" role="status" hidden={notice === ''}>
        {notice}
      </p>
      <QueryView
        query={menu}
        loading={t('loading')}
        errorTitle={t('error')}
        isEmpty={(data) => data.devices.length === 0}
        emptyTitle={t('empty')}
        emptyBody={<p>{t('emptyNext')}</p>}
      >
        {(data) => (
          <>
            <p>{t('intro')}</p>
            <DeviceListForm
              key={menu.fulfilledTimeStamp}
              initial={data.devices}
              onSaved={() => menu.refetch()}
              setNotice={setNotice}
            />
            <RemoveNumbers devices={data.devices} onChanged={setNotice} />
            <CleanMenu onChanged={setNotice} />
            {current ? <SalesConsent device={current} /> : null}
          </>
        )}
      </QueryView>
      <AddNumberForm onChanged={setNotice} />
    </>
  );
}

/**
 * /DeviceMenuSetting: order, names and visibility of the numbers; add and remove numbers; clear
 * the saved list.
 */
export default function DeviceMenuSettingScreen() {
  const { t } = useTranslation('titles');
  const { routeKey } = useRouteHandle();
  return (
    <MemberPageFrame title={t(routeKey)} needsDevice={false}>
      {() => <DeviceMenuEditor />}
    </MemberPageFrame>
  );
}
