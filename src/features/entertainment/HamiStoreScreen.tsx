import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../components/Card';
import { FormSuccess } from '../../components/form/FormAlert';
import { EmptyState } from '../../components/page/StatusStates';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { useRouteHandle } from '../../components/useRouteHandle';
import { paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatCount } from '../../lib/format';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import { useGetExchangeProductsQuery, useGetHamiPointQuery } from './entertainmentApi';
import { ProductCard } from './ProductCard';
import { useExchange, type Exchange } from './useExchange';
import './entertainment.css';

function Balance({ token }: { token: string }) {
  const { t } = useTranslation('entertainment');
  const language = useLanguage();
  return (
    <Card title={t('store.balanceTitle')}>
      <QueryView
        query={useGetHamiPointQuery(token)}
        loading={t('store.balanceLoading')}
        loadingLines={1}
        errorTitle={t('store.balanceError')}
      >
        {(balance) => (
          <p className="entertainment-balance">
            {t('store.points', { points: formatCount(balance.point, language) })}
          </p>
        )}
      </QueryView>
      <Link to={paths.my}>{t('store.toMy')}</Link>
    </Card>
  );
}

function Exchanged({ exchange }: { exchange: Exchange }) {
  const { t } = useTranslation('entertainment');
  const language = useLanguage();
  const { done } = exchange;
  return (
    <FormSuccess>
      {done
        ? t('store.done', {
            name: done.productName,
            code: done.redeemCode,
            points: formatCount(done.point, language),
          })
        : null}
    </FormSuccess>
  );
}

function Products({ token, exchange }: { token: string; exchange: Exchange }) {
  const { t } = useTranslation('entertainment');
  return (
    <Card title={t('store.productsTitle')} plain stack>
      <QueryView
        query={useGetExchangeProductsQuery(token)}
        loading={t('store.productsLoading')}
        errorTitle={t('store.productsError')}
        isEmpty={(products) => products.length === 0}
        emptyTitle={t('store.empty')}
        emptyBody={t('store.emptyBody')}
      >
        {(products) => (
          <ul className="entertainment-grid">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} exchange={exchange} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Card>
  );
}

/** /HamiStore: digital products for Hami points; an exchange lowers the balance everywhere at once. */
export default function HamiStoreScreen() {
  const { t } = useTranslation(['entertainment', 'titles']);
  const { routeKey } = useRouteHandle();
  const token = useAppSelector(selectMemberToken);
  const exchange = useExchange();
  return (
    <MemberPageFrame title={t(`titles:${routeKey}`)} needsDevice={false}>
      {({ isCompany }) =>
        isCompany ? (
          <EmptyState title={t('store.companyTitle')}>{t('store.companyBody')}</EmptyState>
        ) : (
          <>
            <p>{t('store.intro')}</p>
            <Balance token={token} />
            <Exchanged exchange={exchange} />
            <Products token={token} exchange={exchange} />
          </>
        )
      }
    </MemberPageFrame>
  );
}
