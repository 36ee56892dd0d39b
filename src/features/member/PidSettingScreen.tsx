import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmStep } from '../../components/ConfirmStep';
import { FormSuccess } from '../../components/form/FormAlert';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { useRefusal } from '../../components/useRefusal';
import { useRouteHandle } from '../../components/useRouteHandle';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate } from '../../lib/format';
import { maskPid } from '../../lib/mask';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import { useGetLineBindStatusQuery, useUnbindLineMutation } from './memberApi';
import { PidBindForm } from './PidBindForm';
import { Card } from '../../components/Card';
import './member.css';

function BoundLines({ token }: { token: string }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const query = useGetLineBindStatusQuery(token);
  const [unbind, unbinding] = useUnbindLineMutation();
  const refusal = useRefusal();
  const [done, setDone] = useState('');
  // The line the member asked to unbind: the question stands below the table until answered.
  const [asking, setAsking] = useState<string | null>(null);
  return (
    <Card title={t('pid.statusTitle')}>
      <QueryView query={query} loading={t('account.loading')} errorTitle={t('account.error')}>
        {(status) => (
          <>
            <p className="member-list__title">
              {status.pid
                ? t('pid.statusBound', { pid: maskPid(status.pid) })
                : t('pid.statusUnbound')}
            </p>
            <DataTable
              caption={t('pid.linesCaption')}
              rows={status.lines}
              rowKey={(line) => line.deviceNo}
              empty={t('pid.noLines')}
              narrow="cards"
              columns={[
                {
                  key: 'number',
                  header: t('account.number'),
                  rowHeader: true,
                  cell: (line) => line.deviceNo,
                },
                { key: 'kind', header: t('pid.kind'), cell: (line) => t(`pid.kinds.${line.kind}`) },
                {
                  key: 'state',
                  header: t('account.binding'),
                  cell: (line) =>
                    t('account.boundOn', { date: formatDate(line.boundAt, language) }),
                },
              ]}
              actionHeader={t('pid.unbind')}
              rowAction={(line) => (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={unbinding.isLoading}
                  onClick={() => {
                    setDone('');
                    unbinding.reset();
                    setAsking(line.deviceNo);
                  }}
                >
                  {t('pid.unbindOne', { number: line.deviceNo })}
                </button>
              )}
            />
            {asking ? (
              <ConfirmStep
                question={t('pid.unbindConfirm', { number: asking })}
                confirmLabel={t('pid.unbindYes', { number: asking })}
                keepLabel={t('pid.unbindNo')}
                busy={unbinding.isLoading}
                error={refusal(unbinding.error)}
                onConfirm={() => {
                  void unbind(asking).then((result) => {
                    if ('error' in result) return;
                    setAsking(null);
                    setDone(t('pid.unbound', { number: asking }));
                  });
                }}
                onKeep={() => {
                  setAsking(null);
                }}
              />
            ) : null}
            <FormSuccess>{done || undefined}</FormSuccess>
          </>
        )}
      </QueryView>
    </Card>
  );
}

/** /PidSetting: the person id bound to the member, its lines, bind another, unbind. */
export default function PidSettingScreen() {
  const { t } = useTranslation(['member', 'titles']);
  const { routeKey } = useRouteHandle();
  const token = useAppSelector(selectMemberToken);
  return (
    <MemberPageFrame title={t(`titles:${routeKey}`)} needsDevice={false}>
      {() => (
        <div className="member-page">
          <p>{t('pid.intro')}</p>
          <BoundLines token={token} />
          <PidBindForm />
        </div>
      )}
    </MemberPageFrame>
  );
}
