import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { useRouteHandle } from '../../components/useRouteHandle';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate } from '../../lib/format';
import { maskPid } from '../../lib/mask';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import { asApiError } from '../../state/portalApi';
import { useGetLineBindStatusQuery, useUnbindLineMutation } from './memberApi';
import { PidBindForm } from './PidBindForm';
import { Card } from '../../components/Card';
import './member.css';

function BoundLines({ token }: { token: string }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const query = useGetLineBindStatusQuery(token);
  const [unbind, unbinding] = useUnbindLineMutation();
  const [done, setDone] = useState('');
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
                    void unbind(line.deviceNo).then((result) => {
                      if (!('error' in result))
                        setDone(t('pid.unbound', { number: line.deviceNo }));
                    });
                  }}
                >
                  {t('pid.unbindOne', { number: line.deviceNo })}
                </button>
              )}
            />
            <FormAlert error={unbinding.error ? asApiError(unbinding.error) : null} />
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
