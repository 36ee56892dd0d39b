import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Card } from '../../components/Card';
import { QueryView } from '../../components/page/QueryView';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';
import { CategoryNav } from './CategoryNav';
import { EcsLinesTable } from './EcsLinesTable';
import { EcsPageFrame } from './EcsPageFrame';
import { useGetEcsSubscribedProductsQuery } from './ecsApi';

function Subscribed({ token, sub }: { token: string; sub: string | undefined }) {
  const { t } = useTranslation('enterprise');
  const query = useGetEcsSubscribedProductsQuery(token);
  return (
    <QueryView
      query={query}
      loading={t('products.loading')}
      errorTitle={t('products.error')}
      isEmpty={(data) => data.products.length === 0}
      emptyTitle={t('products.subscribedEmpty')}
    >
      {(data) => {
        const shown = data.products.filter((product) => !sub || product.category === sub);
        return (
          <>
            <CategoryNav path={paths.eProducts} categories={data.categories} current={sub} />
            {shown.length === 0 ? (
              <p className="notice">{t('products.noneInCategory')}</p>
            ) : (
              shown.map((product) => (
                <Card key={product.id} title={product.name} stack>
                  <p className="ecs-fee">
                    {t('products.monthlyFee', { fee: formatMoney(product.monthlyFee) })}
                  </p>
                  <EcsLinesTable
                    lines={product.lines}
                    caption={t('products.linesOf', { product: product.name })}
                    withProduct={false}
                  />
                </Card>
              ))
            )}
          </>
        );
      }}
    </QueryView>
  );
}

/** The company's subscribed products per category, each with the lines the user may see. */
export default function EProductsScreen() {
  const { t } = useTranslation(['enterprise', 'titles']);
  const { sub } = useParams();
  return (
    <EcsPageFrame title={t('titles:eProducts')}>
      {(session) => <Subscribed token={session.token} sub={sub} />}
    </EcsPageFrame>
  );
}
