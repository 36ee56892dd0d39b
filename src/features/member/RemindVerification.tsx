import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApplicationDocument, ApplicationProcess } from '../../api/dashboard';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { useRouteHandle } from '../../components/useRouteHandle';
import { paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate } from '../../lib/format';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import { useGetEshopProcessQuery } from './memberApi';
import { Card } from '../../components/Card';
import './member.css';

export type RemindMode = 'received' | 'missing';

const OPEN_STATUSES: readonly ApplicationProcess['status'][] = ['inProgress', 'waitingDocuments'];

/** The open online-store orders this page is about, each with the documents it concerns. */
function ordersFor(mode: RemindMode, orders: ApplicationProcess[]) {
  return orders
    .filter((order) => OPEN_STATUSES.includes(order.status))
    .map((order) => {
      const documents = order.documents ?? [];
      const missing = documents.filter((document) => document.status === 'missing');
      return { order, documents: mode === 'missing' ? missing : documents, missing };
    })
    .filter(({ documents, missing }) =>
      mode === 'missing' ? missing.length > 0 : documents.length > 0 && missing.length === 0,
    );
}

function ReceivedDocuments({ documents }: { documents: ApplicationDocument[] }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  return (
    <DataTable
      caption={t('remind.documentsCaption')}
      rows={documents}
      rowKey={(document) => document.kind}
      empty={t('remind.noDocuments')}
      narrow="cards"
      columns={[
        {
          key: 'document',
          header: t('remind.document'),
          rowHeader: true,
          cell: (document) => t(`remind.kinds.${document.kind}`, { defaultValue: document.kind }),
        },
        {
          key: 'status',
          header: t('remind.status'),
          cell: (document) => t(`remind.statuses.${document.status}`),
        },
        {
          key: 'received',
          header: t('remind.receivedOn'),
          cell: (document) =>
            document.receivedOn ? formatDate(document.receivedOn, language) : '-',
        },
      ]}
    />
  );
}

function Order({
  mode,
  order,
  documents,
}: {
  mode: RemindMode;
  order: ApplicationProcess;
  documents: ApplicationDocument[];
}) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const titleId = `remind-${order.id}`;
  return (
    <li className="card process-item" aria-labelledby={titleId}>
      <h2 id={titleId} className="member-section__title">
        {order.title}
      </h2>
      <p className="member-muted">
        {t('remind.orderLine', { id: order.id, number: order.deviceNo })}
      </p>
      {mode === 'missing' ? (
        <>
          <h3 className="member-subtitle">{t('remind.stillMissing')}</h3>
          <ul>
            {documents.map((document) => (
              <li key={document.kind}>
                {t(`remind.kinds.${document.kind}`, { defaultValue: document.kind })}
              </li>
            ))}
          </ul>
          {order.documentsDueOn ? (
            <p className="remind-deadline">
              {t('remind.deadline', { date: formatDate(order.documentsDueOn, language) })}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <ReceivedDocuments documents={documents} />
          <h3 className="member-subtitle">{t('remind.nextTitle')}</h3>
          <p>
            {order.expectedOn
              ? t('remind.nextWithDate', { date: formatDate(order.expectedOn, language) })
              : t('remind.next')}
          </p>
        </>
      )}
    </li>
  );
}

function HowToUpload() {
  const { t } = useTranslation('member');
  return (
    <Card title={t('remind.howTitle')}>
      <ol className="process-steps">
        <li>{t('remind.how1')}</li>
        <li>{t('remind.how2')}</li>
        <li>{t('remind.how3')}</li>
      </ol>
      <p>
        <Link to={paths.eShopApply} className="button button--primary">
          {t('remind.toEShopApply')}
        </Link>
      </p>
    </Card>
  );
}

/**
 * /RemindVerificationUpload (`received`: documents in, under review, what happens next) and
 * /RemindVerificationNotUpload (`missing`: which documents, the deadline, how to upload).
 */
export function RemindVerificationPage({ mode }: { mode: RemindMode }) {
  const { t } = useTranslation(['member', 'titles']);
  const { routeKey } = useRouteHandle();
  const token = useAppSelector(selectMemberToken);
  const query = useGetEshopProcessQuery(token, { skip: token === '' });
  return (
    <MemberPageFrame title={t(`titles:${routeKey}`)} needsDevice={false}>
      {() => (
        <div className="member-page">
          <p>{t(`remind.intro.${mode}`)}</p>
          <QueryView
            query={query}
            loading={t('process.loading')}
            errorTitle={t('process.error')}
            isEmpty={(orders) => ordersFor(mode, orders).length === 0}
            emptyTitle={t(`remind.empty.${mode}`)}
          >
            {(orders) => (
              <ul className="member-list">
                {ordersFor(mode, orders).map(({ order, documents }) => (
                  <Order key={order.id} mode={mode} order={order} documents={documents} />
                ))}
              </ul>
            )}
          </QueryView>
          {mode === 'missing' ? <HowToUpload /> : null}
          <p>
            <Link to={paths.process}>{t('remind.toProcess')}</Link>
          </p>
        </div>
      )}
    </MemberPageFrame>
  );
}
