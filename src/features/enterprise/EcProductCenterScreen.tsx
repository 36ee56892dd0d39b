import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../components/Card';
import { QueryView } from '../../components/page/QueryView';
import { href, paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';
import { EcsPageFrame } from './EcsPageFrame';
import { useGetEcsSellableProductsQuery } from './ecsApi';

function Catalogue({ token }: { token: string }) {
  const { t } = useTranslation('enterprise');
  const query = useGetEcsSellableProductsQuery(token);
  return (
    <QueryView
      query={query}
      loading={t('products.loading')}
      errorTitle={t('products.error')}
      isEmpty={(data) => data.products.length === 0}
      emptyTitle={t('products.sellableEmpty')}
    >
      {(data) =>
        data.categories.map((category) => (
          <Card key={category.id} title={category.name} stack>
            <ul className="ecs-list">
              {data.products
                .filter((product) => product.category === category.id)
                .map((product) => (
                  <li key={product.id}>
                    <strong>{product.name}</strong>
                    <span className="ecs-muted">
                      {' · '}
                      {t('products.monthlyFee', { fee: formatMoney(product.monthlyFee) })}
                    </span>
                  </li>
                ))}
            </ul>
            <div className="ecs-actions">
              <Link to={href(paths.eSellableProducts, { sub: category.id })}>
                {t('center.order', { category: category.name })}
              </Link>
              <Link to={href(paths.eProducts, { sub: category.id })}>
                {t('center.mine', { category: category.name })}
              </Link>
            </div>
          </Card>
        ))
      }
    </QueryView>
  );
}

/** The catalogue by category, leading to what the company has and what it can order. */
export default function EcProductCenterScreen() {
  const { t } = useTranslation(['enterprise', 'titles']);
  return (
    <EcsPageFrame title={t('titles:ecProductCenter')}>
      {(session) => <Catalogue token={session.token} />}
    </EcsPageFrame>
  );
}
