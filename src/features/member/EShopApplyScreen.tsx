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
      <dl className="member-facts">
        <div>
          <dt>{t('process.status')}</dt>
          <dd className={`process-status process-status--${order.status}`}>
            {t(`process.statuses.${order.status}`)}
          </dd>
        </div>
        <div>
          <dt>{t('process.number')}</dt>
          <dd>{order.deviceNo}</dd>
        </div>
        <div>
          <dt>{t('process.applied')}</dt>
          <dd>{formatDate(order.appliedOn, language)}</dd>
        </div>
        {order.expectedOn ? (
          <div>
            <dt>{t('process.expected')}</dt>
            <dd>{formatDate(order.expectedOn, language)}</dd>
          </div>
        ) : null}
      </dl>
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
          <section className="member-section" aria-labelledby="eshop-orders">
            <h2 id="eshop-orders" className="member-section__title">
              {t('eshop.orders')}
            </h2>
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
          </section>
          <section className="card" aria-labelledby="eshop-new">
            <h2 id="eshop-new" className="member-section__title">
              {t('eshop.newTitle')}
            </h2>
            <p>{t('eshop.newBody')}</p>
            <Button
              variant="secondary"
              busy={handOff.running === 'shop'}
              onClick={() => void handOff.handOff('shop', {})}
            >
              {t('eshop.openShop')}
            </Button>
            <Outcome handOff={handOff} forKey="shop" />
          </section>
        </div>
      )}
    </MemberPageFrame>
  );
}
