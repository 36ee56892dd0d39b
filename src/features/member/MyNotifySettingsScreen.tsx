import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  NOTIFY_TYPES,
  type NotifySetting,
  type NotifyType,
  type PushRegistration,
} from '../../api/memberArea';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { PageTabs } from '../../components/PageTabs';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { useRouteHandle } from '../../components/useRouteHandle';
import { href, paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate } from '../../lib/format';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import { asApiError } from '../../state/portalApi';
import {
  useGetNotifySettingsQuery,
  useSetNotifySettingMutation,
  useUnregisterPushMutation,
} from './memberApi';
import { Card } from '../../components/Card';
import { Switch } from '../../components/Switch';
import { useSwitchRecord } from '../../components/useSwitchRecord';
import './member.css';

const CHANNELS = ['sms', 'email', 'push'] as const;

function notifyTypeOf(value: string | undefined): NotifyType | undefined {
  return NOTIFY_TYPES.find((type) => type.toLowerCase() === value?.toLowerCase());
}

/**
 * One notification type: a switch per channel that saves at once (SetNotifySetting with the
 * other channels as last saved). Bills keep at least one channel: switching off the last one is
 * refused here, before any call.
 */
function NotifyTypeSettings({ setting }: { setting: NotifySetting }) {
  const { t } = useTranslation('member');
  const typeName = t(`notify.types.${setting.type}`);
  const hintId = `notify-${setting.type}-hint`;
  const [save] = useSetNotifySettingMutation();
  // The setting as read (a stable object until the next read), so that a re-render keeps the
  // changes saved since.
  const saveChannels = useSwitchRecord(setting, async (next) => {
    if (next.type === 'bill' && !next.sms && !next.email && !next.push) {
      return { message: t('notify.billNeedsChannel') };
    }
    const result = await save(next);
    return 'error' in result ? asApiError(result.error) : null;
  });

  return (
    <Card title={typeName} className="member-form" stack>
      <p id={hintId} className="field__hint">
        {t(`notify.descriptions.${setting.type}`)}
      </p>
      <div
        role="group"
        aria-label={t('notify.channelsOf', { type: typeName })}
        aria-describedby={hintId}
        className="notify-channels"
      >
        {CHANNELS.map((channel) => {
          const words = { channel: t(`notify.channels.${channel}`), type: typeName };
          return (
            <Switch
              key={channel}
              label={words.channel}
              checked={setting[channel]}
              onSave={(on) => saveChannels({ [channel]: on })}
              savedText={(on) => t(on ? 'notify.switchedOn' : 'notify.switchedOff', words)}
              failedTitle={t('notify.switchFailed', words)}
            />
          );
        })}
      </div>
    </Card>
  );
}

function PushRegistrations({ registrations }: { registrations: PushRegistration[] }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const [unregister, { isLoading }] = useUnregisterPushMutation();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  async function stop(registration: PushRegistration) {
    setDone(null);
    setFailure(null);
    const result = await unregister(registration.pushId);
    if ('error' in result) setFailure(asApiError(result.error));
    else setDone(t('notify.unregistered', { device: registration.deviceName }));
  }

  return (
    <Card title={t('notify.pushTitle')}>
      <p>{t('notify.pushHint')}</p>
      <DataTable
        caption={t('notify.pushCaption')}
        rows={registrations}
        rowKey={(row) => row.pushId}
        empty={t('notify.pushEmpty')}
        narrow="cards"
        columns={[
          {
            key: 'device',
            header: t('notify.pushDevice'),
            rowHeader: true,
            cell: (row) => row.deviceName,
          },
          {
            key: 'since',
            header: t('notify.pushSince'),
            cell: (row) => formatDate(row.registeredAt, language),
          },
        ]}
        actionHeader={t('notify.pushAction')}
        rowAction={(row) => (
          <Button variant="secondary" busy={isLoading} onClick={() => void stop(row)}>
            {t('notify.unregister', { device: row.deviceName })}
          </Button>
        )}
      />
      <FormAlert title={t('notify.unregisterFailed')} error={failure} />
      <FormSuccess>{done}</FormSuccess>
    </Card>
  );
}

function TypeLinks({ active }: { active: NotifyType | undefined }) {
  const { t } = useTranslation('member');
  const links = [
    { key: 'all', to: href(paths.myNotifySettings), current: active === undefined },
    ...NOTIFY_TYPES.map((type) => ({
      key: type,
      to: href(paths.myNotifySettings, { notifyType: type }),
      current: active === type,
    })),
  ];
  return (
    <PageTabs
      className="member-tabs"
      label={t('notify.typesNav')}
      tabs={links.map((link) => ({
        ...link,
        label: link.key === 'all' ? t('notify.all') : t(`notify.types.${link.key}`),
      }))}
    />
  );
}

/** /MyNotifySettings/:notifyType?: channels per notification type, and apps that get push. */
export default function MyNotifySettingsScreen() {
  const { t } = useTranslation(['member', 'titles']);
  const { routeKey } = useRouteHandle();
  const token = useAppSelector(selectMemberToken);
  const asked = useParams().notifyType;
  const active = notifyTypeOf(asked);
  const query = useGetNotifySettingsQuery(token, { skip: token === '' });
  return (
    <MemberPageFrame title={t(`titles:${routeKey}`)} needsDevice={false}>
      {() => (
        <div className="member-page">
          <p>{t('notify.intro')}</p>
          <TypeLinks active={active} />
          {asked !== undefined && active === undefined ? (
            <div className="notice">
              <p>{t('notify.unknownType', { type: asked })}</p>
            </div>
          ) : null}
          <QueryView query={query} loading={t('notify.loading')} errorTitle={t('notify.error')}>
            {(data) => (
              <>
                {data.settings
                  .filter((setting) => active === undefined || setting.type === active)
                  .map((setting) => (
                    <NotifyTypeSettings key={setting.type} setting={setting} />
                  ))}
                <PushRegistrations registrations={data.pushRegistrations} />
              </>
            )}
          </QueryView>
          <p>
            <Link to={paths.account}>{t('settings.backToAccount')}</Link>
          </p>
        </div>
      )}
    </MemberPageFrame>
  );
}
