import { useTranslation } from 'react-i18next';
import type { ShareProfile } from '../../api/dataShare';
import { Card } from '../../components/Card';
import { StatusBadge } from '../../components/StatusBadge';
import { DataTable } from '../../components/table/DataTable';
import { useRefusal } from '../../components/useRefusal';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDataVolume } from '../../lib/format';
import { useShareNowMutation } from './dataShareApi';
import { ShareAmountsForm, useShareList } from './ShareAmountsForm';

/** The numbers of the account and whether each can receive from this one (and why not). */
function MembersTable({ profile }: { profile: ShareProfile }) {
  const { t } = useTranslation('addons');
  return (
    <Card title={t('share.members.title')} stack>
      <DataTable
        caption={t('share.members.caption')}
        rows={profile.members}
        rowKey={(row) => row.deviceNo}
        empty={t('share.members.empty')}
        narrow="cards"
        columns={[
          {
            key: 'number',
            header: t('share.members.number'),
            cell: (row) => row.deviceNo,
            rowHeader: true,
          },
          { key: 'plan', header: t('share.members.plan'), cell: (row) => row.planName },
          {
            key: 'receive',
            header: t('share.members.receive'),
            cell: (row) =>
              row.canReceive ? (
                <StatusBadge tone="ok">{t('share.members.canReceive')}</StatusBadge>
              ) : (
                t(`refusals.${row.reason ?? 'TARGET_NOT_HOUSEHOLD'}`)
              ),
          },
        ]}
      />
    </Card>
  );
}

/** /DataTransfer/share: give data now to one or more numbers of the account. */
export function ShareNowPage({ profile }: { profile: ShareProfile }) {
  const { t } = useTranslation('addons');
  const language = useLanguage();
  const refusal = useRefusal('addons');
  const list = useShareList();
  const [shareNow] = useShareNowMutation();
  const receivers = profile.members.filter((member) => member.canReceive);
  const left = formatDataVolume(profile.leftMB, language);
  const total = (targets: { dataMB: number }[]) =>
    formatDataVolume(
      targets.reduce((sum, target) => sum + target.dataMB, 0),
      language,
    );
  return (
    <>
      {profile.canGive && receivers.length > 0 ? (
        <ShareAmountsForm
          title={t('share.now.title')}
          heading={<p>{t('share.now.lead', { left })}</p>}
          members={receivers}
          limitMB={profile.leftMB}
          overLeft={t('share.now.overLeft', { left })}
          submitLabel={t('share.now.submit')}
          confirm={{
            question: (targets) =>
              t('share.now.confirm', { list: list(targets), from: profile.deviceNo }),
            label: (targets) => t('share.now.confirmLabel', { total: total(targets) }),
          }}
          send={async (targets) => {
            const result = await shareNow({ deviceNo: profile.deviceNo, targets });
            return result.error
              ? { failure: refusal.of(result.error) }
              : { success: t('share.now.done', { list: list(targets), from: profile.deviceNo }) };
          }}
        />
      ) : profile.canGive ? (
        <p>{t('share.now.nobody')}</p>
      ) : null}
      <MembersTable profile={profile} />
    </>
  );
}
