import { useTranslation } from 'react-i18next';
import type { MonthlyShareSetting, ShareProfile } from '../../api/dataShare';
import { QueryView } from '../../components/page/QueryView';
import { useRefusal } from '../../components/useRefusal';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDataVolume, formatMonth } from '../../lib/format';
import { useConfigMonthlyShareMutation, useGetMonthlyShareSettingQuery } from './dataShareApi';
import { ShareAmountsForm, useShareList } from './ShareAmountsForm';

function MonthlyForm({
  profile,
  setting,
}: {
  profile: ShareProfile;
  setting: MonthlyShareSetting;
}) {
  const { t } = useTranslation('addons');
  const language = useLanguage();
  const refusal = useRefusal('addons');
  const list = useShareList();
  const [configure] = useConfigMonthlyShareMutation();
  const receivers = profile.members.filter((member) => member.canReceive);
  const limit = formatDataVolume(profile.monthlyLimitMB, language);
  const month = (value: string) => formatMonth(value, language);
  const current =
    setting.settings.length > 0 && setting.fromMonth !== null
      ? t('share.monthly.current', {
          list: list(setting.settings),
          month: month(setting.fromMonth),
        })
      : t('share.monthly.noneSet');
  if (receivers.length === 0) return <p>{t('share.now.nobody')}</p>;
  return (
    <ShareAmountsForm
      title={t('share.monthly.title')}
      heading={
        <>
          <p>{t('share.monthly.lead', { limit })}</p>
          <p>{current}</p>
        </>
      }
      members={receivers}
      limitMB={profile.monthlyLimitMB}
      overLeft={t('share.monthly.overLimit', { limit })}
      initial={setting.settings}
      allowNone
      submitLabel={t('share.monthly.submit')}
      send={async (targets) => {
        const result = await configure({ deviceNo: profile.deviceNo, settings: targets });
        if (result.error) return { failure: refusal.of(result.error) };
        const { fromMonth } = result.data;
        return {
          success:
            fromMonth === null
              ? t('share.monthly.stopped')
              : t('share.monthly.saved', { list: list(targets), month: month(fromMonth) }),
        };
      }}
    />
  );
}

/** /DataTransfer/monthly: what this number gives on the 1st of every month. */
export function MonthlySharePage({ profile }: { profile: ShareProfile }) {
  const { t } = useTranslation('addons');
  return (
    <QueryView
      query={useGetMonthlyShareSettingQuery({ deviceNo: profile.deviceNo })}
      loading={t('share.monthly.loading')}
      errorTitle={t('share.monthly.loadError')}
    >
      {(setting) => <MonthlyForm profile={profile} setting={setting} />}
    </QueryView>
  );
}
