import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApplicationProcess } from '../../api/dashboard';
import type { ApiError } from '../../api/http';
import type { SsoHandOff } from '../../api/sso';
import { Button } from '../../components/Button';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { useRouteHandle } from '../../components/useRouteHandle';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate } from '../../lib/format';
import { isSsoHost } from '../../lib/hostBridge';
import { useAppSelector, useAppStore } from '../../state/hooks';
import { allowSsoHosts, openLink } from '../../state/hostLink';
import { selectMemberToken } from '../../state/member';
import { asApiError } from '../../state/portalApi';
import { useGetEshopProcessQuery, useSetSsoAuthInfoMutation } from './memberApi';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { ApplicationStatus } from './ApplicationStatus';
import './member.css';

const OPEN: readonly ApplicationProcess['status'][] = ['inProgress', 'waitingDocuments'];

interface HandOffState {
  /** Which button's hand-off runs ('shop' or an order id). */
  running: string | null;
  failure: ApiError | null;
  opened: { key: string; url: string } | null;
}

/**
 * The hand-off to the shop partner: the partner's host must be on the SSO whitelist (spec 02
 * §6), SetSSOAuthInfo with its fixed client key names this session by a one-time token, and
 * the partner's page opens with that token.
 */
function useShopHandOff() {
  const { t } = useTranslation('member');
  const store = useAppStore();
  const [setSsoAuthInfo] = useSetSsoAuthInfoMutation();
  const [state, setState] = useState<HandOffState>({ running: null, failure: null, opened: null });

  async function handOff(key: string, target: Omit<SsoHandOff, 'clientKey'>) {
    if (state.running) return;
    setState({ running: key, failure: null, opened: null });
    // The tab opens now, while the click still counts as the customer's (a browser blocks a
    // window opened seconds later, after the calls); it is pointed at the shop or closed below.
    // Embedded, the host app opens the link instead.
    const tab = store.getState().client.embedded ? null : window.open('', '_blank');
    const fail = (failure: ApiError) => {
      tab?.close();
      setState({ running: null, failure, opened: null });
    };
    const hosts = await allowSsoHosts();
    if (!isSsoHost(env.eshopUrl, hosts)) {
      fail({ message: t('eshop.notAllowed') });
      return;
    }
    const result = await setSsoAuthInfo({ clientKey: env.eshopClientKey, ...target });
    if ('error' in result) {
      fail(asApiError(result.error));
      return;
    }
    const url = new URL(env.eshopUrl);
    url.searchParams.set('authToken', result.data.authToken);
    if (target.orderId) url.searchParams.set('orderId', target.orderId);
    if (tab) {
      tab.opener = null;
      tab.location.href = url.toString();
    } else {
      await openLink(store, url.toString());
    }
    setState({ running: null, failure: null, opened: { key, url: url.toString() } });
  }

  return { ...state, handOff };
}

type HandOff = ReturnType<typeof useShopHandOff>;

function Outcome({ handOff, forKey }: { handOff: HandOff; forKey: string }) {
  const { t } = useTranslation('member');
  if (handOff.opened?.key !== forKey) return null;
  return (
    <FormSuccess>
      {t('eshop.opened')}{' '}
      <a href={handOff.opened.url} target="_blank" rel="noopener noreferrer">
        {t('eshop.openAgain')}
      </a>
    </FormSuccess>
  );
}

function Order({ order, handOff }: { order: ApplicationProcess; handOff: HandOff }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const titleId = `eshop-${order.id}`;
  const open = OPEN.includes(order.status);
  const missing = (order.documents ?? []).some((document) => document.status === 'missing');
  const inReview = (order.documents ?? []).some((document) => document.status === 'underReview');
  return (
    <li className="card process-item" aria-labelledby={titleId}>
      <h3 id={titleId} className="member-subtitle">
        {order.title}
      </h3>
      <Facts
        items={[
          [t('process.status'), <ApplicationStatus status={order.status} />],
          [t('process.number'), order.deviceNo],
          [t('process.applied'), formatDate(order.appliedOn, language)],
          order.expectedOn ? [t('process.expected'), formatDate(order.expectedOn, language)] : null,
        ]}
      />
      {missing ? (
        <p>
          <Link to={paths.remindVerificationNotUpload}>{t('eshop.toMissing')}</Link>
        </p>
      ) : null}
      {!missing && inReview ? (
        <p>
          <Link to={paths.remindVerificationUpload}>{t('eshop.toReceived')}</Link>
        </p>
      ) : null}
      {open ? (
        <div className="member-actions">
          <Button
            busy={handOff.running === order.id}
            aria-describedby={titleId}
            onClick={() =>
              void handOff.handOff(order.id, { orderId: order.id, deviceNo: order.deviceNo })
            }
          >
            {t('eshop.continue')}
          </Button>
        </div>
      ) : null}
      <Outcome handOff={handOff} forKey={order.id} />
    </li>
  );
}

/** /EShopApply: continue an online-store application at the shop partner, or see its status. */
export default function EShopApplyScreen() {
  const { t } = useTranslation(['member', 'titles']);
  const { routeKey } = useRouteHandle();
  const token = useAppSelector(selectMemberToken);
  const query = useGetEshopProcessQuery(token, { skip: token === '' });
  const handOff = useShopHandOff();
  return (
    <MemberPageFrame title={t(`titles:${routeKey}`)} needsDevice={false}>
      {() => (
        <div className="member-page">
          <p>{t('eshop.intro')}</p>
          <FormAlert title={t('eshop.failed')} error={handOff.failure} />
          <Card title={t('eshop.orders')} className="member-section" plain>
            <QueryView
              query={query}
              loading={t('process.loading')}
              errorTitle={t('process.error')}
              isEmpty={(orders) => orders.length === 0}
              emptyTitle={t('process.empty.eshop')}
            >
              {(orders) => (
                <ul className="member-list">
                  {orders.map((order) => (
                    <Order key={order.id} order={order} handOff={handOff} />
                  ))}
                </ul>
              )}
            </QueryView>
          </Card>
          <Card title={t('eshop.newTitle')}>
            <p>{t('eshop.newBody')}</p>
            <Button
              variant="secondary"
              busy={handOff.running === 'shop'}
              onClick={() => void handOff.handOff('shop', {})}
            >
              {t('eshop.openShop')}
            </Button>
            <Outcome handOff={handOff} forKey="shop" />
          </Card>
        </div>
      )}
    </MemberPageFrame>
  );
}
