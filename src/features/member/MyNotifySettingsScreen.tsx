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
import { CheckboxField, FieldGroup } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { useForm } from '../../components/form/useForm';
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
import './member.css';

const CHANNELS = ['sms', 'email', 'push'] as const;
type Channels = Pick<NotifySetting, (typeof CHANNELS)[number]>;

function notifyTypeOf(value: string | undefined): NotifyType | undefined {
  return NOTIFY_TYPES.find((type) => type.toLowerCase() === value?.toLowerCase());
}

function NotifyTypeForm({ setting }: { setting: NotifySetting }) {
  const { t } = useTranslation('member');
  const typeName = t(`notify.types.${setting.type}`);
  const form = useForm<{ channels: Channels }>(
    { channels: { sms: setting.sms, email: setting.email, push: setting.push } },
    { labels: { channels: typeName } },
  );
  const [save] = useSetNotifySettingMutation();
  const [saved, setSaved] = useState(false);
  const headingId = `notify-${setting.type}`;

  const onSubmit = async ({ channels }: typeof form.values) => {
    setSaved(false);
    const none = !channels.sms && !channels.email && !channels.push;
    if (
      !form.check({
        channels: setting.type === 'bill' && none ? t('notify.billNeedsChannel') : undefined,
      })
    ) {
      return;
    }
    const result = await save({ type: setting.type, ...channels });
    if ('error' in result) form.setError('channels', asApiError(result.error).message);
    else setSaved(true);
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      submitLabel={<>{t('notify.save', { type: typeName })}</>}
      success={saved ? t('notify.saved', { type: typeName }) : undefined}
      heading={
        <>
          <h2 id={headingId} className="member-section__title">
            {typeName}
          </h2>
        </>
      }
      className="card member-form"
      aria-labelledby={headingId}
    >
      <FieldGroup
        {...form.group('channels')}
        label={t('notify.channelsOf', { type: typeName })}
        hint={t(`notify.descriptions.${setting.type}`)}
      >
        <div className="notify-channels">
          {CHANNELS.map((channel) => (
            <CheckboxField
              key={channel}
              label={t(`notify.channels.${channel}`)}
              checked={form.values.channels[channel]}
              onChange={(checked) => {
                setSaved(false);
                form.setValue('channels', { ...form.values.channels, [channel]: checked });
              }}
            />
          ))}
        </div>
      </FieldGroup>
    </Form>
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
                    <NotifyTypeForm key={setting.type} setting={setting} />
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
