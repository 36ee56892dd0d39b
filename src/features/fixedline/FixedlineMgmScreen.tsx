import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FIXEDLINE_MGM_REFUSALS,
  type FixedlineMgmStatus,
  type FixedlineRecommendation,
} from '../../api/fixedlineMgm';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { StatusBadge } from '../../components/StatusBadge';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { NotFoundPage } from '../../components/page/NotFoundPage';
import { QueryView } from '../../components/page/QueryView';
import { LoadingState } from '../../components/page/StatusStates';
import { DataTable } from '../../components/table/DataTable';
import { useRefusal } from '../../components/useRefusal';
import { useServerNow } from '../../components/useServerNow';
import { isTestEnvironment } from '../../config/env';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, formatMoney } from '../../lib/format';
import { isFixedlineMgmOpen } from '../../lib/gates';
import { validateMobile, validatePromoterNumber, validateRequired } from '../../lib/validators';
import { useGetFixedlineMgmQuery, useRecommendFixedlineMgmMutation } from './fixedlineMgmApi';
import './fixedline.css';

/** Refusals tied to a field: shown at the field. */
const FIELD_OF_REFUSAL: Record<string, 'promoterNo' | 'friendPhone'> = {
  [FIXEDLINE_MGM_REFUSALS.promoterInvalid]: 'promoterNo',
  [FIXEDLINE_MGM_REFUSALS.friendInvalid]: 'friendPhone',
  [FIXEDLINE_MGM_REFUSALS.alreadyRecommended]: 'friendPhone',
};

function RecommendForm({ ownPromoterNo }: { ownPromoterNo: string }) {
  const { t } = useTranslation('fixedline');
  const message = useValidationMessage();
  const refusal = useRefusal('fixedline');
  const [recommend] = useRecommendFixedlineMgmMutation();
  const [sent, setSent] = useState<string | null>(null);
  const initial = { friendName: '', friendPhone: '', promoterNo: ownPromoterNo };
  const form = useForm(initial, {
    labels: {
      friendName: t('mgm.friendName'),
      friendPhone: t('mgm.friendPhone'),
      promoterNo: t('mgm.promoterNo'),
    },
  });

  async function submit() {
    setSent(null);
    const name = validateRequired(form.values.friendName);
    const phone = validateMobile(form.values.friendPhone);
    const promoter = validatePromoterNumber(form.values.promoterNo);
    const valid = form.check({
      friendName: message(name),
      friendPhone: message(phone),
      promoterNo: message(promoter),
    });
    if (!valid || !name.ok || !phone.ok || !promoter.ok) return;
    const result = await recommend({
      friendName: name.value,
      friendPhone: phone.value,
      promoterNo: promoter.value,
    });
    if ('error' in result) {
      const error = refusal.of(result.error);
      const field = FIELD_OF_REFUSAL[String(error.code)];
      if (field) form.setError(field, error.message);
      else form.fail(error);
      return;
    }
    setSent(result.data.friendName);
    form.reset(initial);
  }

  return (
    <Form
      form={form}
      title={t('mgm.formTitle')}
      onSubmit={submit}
      submitLabel={t('mgm.submit')}
      success={sent ? t('mgm.sent', { name: sent }) : null}
    >
      <p>{t('mgm.formIntro')}</p>
      <TextField label={t('mgm.friendName')} autoComplete="off" {...form.field('friendName')} />
      <TextField
        label={t('mgm.friendPhone')}
        hint={t('mgm.friendPhoneHint')}
        type="tel"
        autoComplete="off"
        maxLength={10}
        {...form.field('friendPhone')}
      />
      <TextField
        label={t('mgm.promoterNo')}
        hint={t('mgm.promoterNoHint')}
        autoComplete="off"
        maxLength={6}
        {...form.field('promoterNo')}
      />
    </Form>
  );
}

function Recommendations({ status }: { status: FixedlineMgmStatus }) {
  const { t } = useTranslation('fixedline');
  const language = useLanguage();
  const installed = status.recommendations.filter((row) => row.status === 'installed');
  const rewards = installed.reduce((total, row) => total + row.reward, 0);
  return (
    <Card title={t('mgm.statusTitle')} stack>
      <Facts
        layout="figures"
        columns={3}
        items={[
          [t('mgm.ownPromoterNo'), status.promoterNo],
          [t('mgm.perLine'), formatMoney(status.rewardPerLine)],
          [t('mgm.rewards'), formatMoney(rewards)],
        ]}
      />
      <DataTable<FixedlineRecommendation>
        caption={t('mgm.tableCaption')}
        rows={status.recommendations}
        rowKey={(row) => row.recommendationId}
        empty={t('mgm.none')}
        narrow="cards"
        columns={[
          {
            key: 'friend',
            header: t('mgm.friend'),
            cell: (row) => row.friendName,
            rowHeader: true,
          },
          { key: 'phone', header: t('mgm.friendPhone'), cell: (row) => row.friendPhone },
          {
            key: 'date',
            header: t('mgm.date'),
            cell: (row) => formatDate(row.recommendedAt, language),
          },
          {
            key: 'status',
            header: t('mgm.state'),
            cell: (row) => (
              <StatusBadge tone={row.status === 'installed' ? 'ok' : 'info'}>
                {t(`mgm.status.${row.status}`)}
              </StatusBadge>
            ),
          },
          {
            key: 'reward',
            header: t('mgm.reward'),
            numeric: true,
            cell: (row) => formatMoney(row.reward),
          },
        ]}
      />
    </Card>
  );
}

function FixedlineMgmContent() {
  const { t } = useTranslation('fixedline');
  const query = useGetFixedlineMgmQuery(undefined);
  return (
    <QueryView query={query} loading={t('mgm.loading')} errorTitle={t('mgm.loadError')}>
      {(status) => (
        <div className="fl-stack">
          <Recommendations status={status} />
          <RecommendForm ownPromoterNo={status.promoterNo} />
        </div>
      )}
    </QueryView>
  );
}

/**
 * /FixedlineMGM - recommend a friend for a broadband line. The page opens on its day by the
 * server's clock (the local one when the server time is unknown); before it the page does not
 * exist. The test environment has it earlier.
 */
export default function FixedlineMgmScreen() {
  const { t } = useTranslation('titles');
  const now = useServerNow(!isTestEnvironment);
  const open = isTestEnvironment ? true : now === null ? null : isFixedlineMgmOpen(now, false);
  if (open === null) return <LoadingState />;
  if (!open) return <NotFoundPage />;
  return (
    <MemberPageFrame title={t('fixedlineMgm')} needsDevice={false}>
      {() => <FixedlineMgmContent />}
    </MemberPageFrame>
  );
}
