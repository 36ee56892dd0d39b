import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanionSim, OneNumberAccount } from '../../api/device';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { FormSuccess } from '../../components/form/FormAlert';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { ErrorState } from '../../components/page/StatusStates';
import { DataTable } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, formatMoney } from '../../lib/format';
import { asApiError } from '../../state/portalApi';
import type { Device } from '../../api/types/member';
import { CompanionAddForm } from './CompanionAddForm';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useGetOneNumberQuery, useRemoveCompanionMutation } from './mobileApi';
import { Card } from '../../components/Card';
import './mobile.css';

function useCompanionName() {
  const { t } = useTranslation('mobile');
  return (companion: CompanionSim) => companion.name || t(`oneNumber.kindName.${companion.kind}`);
}

function CompanionTable({
  account,
  onRemove,
}: {
  account: OneNumberAccount;
  onRemove: (companion: CompanionSim) => void;
}) {
  const { t } = useTranslation('mobile');
  const language = useLanguage();
  const nameOf = useCompanionName();
  return (
    <DataTable
      caption={t('oneNumber.tableCaption', { number: account.primaryNo })}
      captionVisible
      narrow="cards"
      rows={account.companions}
      rowKey={(companion) => companion.simId}
      empty={t('oneNumber.empty')}
      columns={[
        { key: 'name', header: t('oneNumber.device'), cell: nameOf, rowHeader: true },
        {
          key: 'kind',
          header: t('oneNumber.kind'),
          cell: (companion) => t(`oneNumber.kindName.${companion.kind}`),
        },
        {
          key: 'identifier',
          header: t('oneNumber.identifierShort'),
          cell: (companion) =>
            t(
              companion.identifier.length === 32 ? 'oneNumber.eidEnding' : 'oneNumber.iccidEnding',
              {
                last: companion.identifier.slice(-4),
              },
            ),
        },
        {
          key: 'added',
          header: t('oneNumber.addedOn'),
          cell: (companion) => formatDate(companion.addedOn, language),
        },
      ]}
      actionHeader={t('oneNumber.actions')}
      rowAction={(companion) => (
        <Button
          variant="secondary"
          aria-label={t('oneNumber.removeNamed', { name: nameOf(companion) })}
          onClick={() => {
            onRemove(companion);
          }}
        >
          {t('oneNumber.remove')}
        </Button>
      )}
    />
  );
}

function OneNumberPanel({ device, account }: { device: Device; account: OneNumberAccount }) {
  const { t } = useTranslation('mobile');
  const nameOf = useCompanionName();
  const [remove, { isLoading }] = useRemoveCompanionMutation();
  const [removing, setRemoving] = useState<CompanionSim | null>(null);
  const [failure, setFailure] = useState<{ error: ApiError; companion: CompanionSim } | null>(null);
  const [done, setDone] = useState('');
  const full = account.companions.length >= account.maxCompanions;

  async function confirmRemove(companion: CompanionSim) {
    // The confirm button is busy while the call runs: a double click removes once.
    if (isLoading) return;
    setFailure(null);
    setDone('');
    const result = await remove({ deviceNo: device.deviceNo, simId: companion.simId });
    setRemoving(null);
    if ('data' in result) setDone(t('oneNumber.removed', { name: nameOf(companion) }));
    else setFailure({ error: asApiError(result.error), companion });
  }

  return (
    <div className="mb-stack">
      <Card title={t('oneNumber.aboutTitle')} className="mb-stack" stack>
        <p>{t('oneNumber.about', { number: account.primaryNo })}</p>
        <p>
          {t('oneNumber.terms', {
            max: account.maxCompanions,
            amount: formatMoney(account.monthlyFee),
          })}
        </p>
      </Card>
      <FormSuccess>{done || null}</FormSuccess>
      <section className="card mb-stack" aria-label={t('oneNumber.listTitle')}>
        <CompanionTable account={account} onRemove={setRemoving} />
        {failure ? (
          <ErrorState
            title={t('oneNumber.removeError', { name: nameOf(failure.companion) })}
            error={failure.error}
            onRetry={() => void confirmRemove(failure.companion)}
          />
        ) : null}
      </section>
      {full ? (
        <p className="mb-warning">{t('oneNumber.full', { max: account.maxCompanions })}</p>
      ) : (
        <CompanionAddForm
          device={device}
          account={account}
          onAdded={(name) => {
            setFailure(null);
            setDone(t('oneNumber.added', { name }));
          }}
        />
      )}
      {removing ? (
        <ConfirmDialog
          title={t('oneNumber.removeTitle', { name: nameOf(removing) })}
          confirmLabel={t('oneNumber.removeConfirm')}
          busy={isLoading}
          onConfirm={() => void confirmRemove(removing)}
          onCancel={() => {
            setRemoving(null);
          }}
        >
          <p>{t('oneNumber.removeLose', { number: account.primaryNo })}</p>
          <p>{t('oneNumber.removeFee', { amount: formatMoney(account.monthlyFee) })}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function OneNumberContent({ device }: { device: Device }) {
  const { t } = useTranslation('mobile');
  return (
    <QueryView
      query={useGetOneNumberQuery({ deviceNo: device.deviceNo })}
      loading={t('oneNumber.loading')}
      errorTitle={t('oneNumber.loadError')}
    >
      {(account) => <OneNumberPanel device={device} account={account} />}
    </QueryView>
  );
}

/** /OneNumber: the watches and tablets that share the number; add one, remove one. */
export default function OneNumberScreen() {
  const { t } = useTranslation(['mobile', 'titles']);
  return (
    <MemberPageFrame title={t('titles:oneNumber')} kinds={['mobile']}>
      {({ device }) => <OneNumberContent key={device.deviceNo} device={device} />}
    </MemberPageFrame>
  );
}
