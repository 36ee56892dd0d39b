import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { EcsEnquiry, EcsSellableProducts } from '../../api/types/ecs';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { QueryView } from '../../components/page/QueryView';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';
import { CategoryNav } from './CategoryNav';
import { EcsPageFrame } from './EcsPageFrame';
import { useGetEcsSellableProductsQuery } from './ecsApi';
import { EnquiryForm, useEnquiryForm } from './EnquiryForm';
import { OrderAction } from './OrderAction';

/** Staff see no order button; asked why, the page says who may order. */
function WhyNoOrder() {
  const { t } = useTranslation('enterprise');
  return (
    <details className="ecs-why">
      <summary>{t('order.whyNot')}</summary>
      <p>{t('order.staffOnlyEnquire')}</p>
    </details>
  );
}

function Catalogue({ data, sub }: { data: EcsSellableProducts; sub: string | undefined }) {
  const { t } = useTranslation('enterprise');
  const form = useEnquiryForm();
  const [sent, setSent] = useState<EcsEnquiry | null>(null);
  const shown = data.products.filter((product) => !sub || product.category === sub);
  return (
    <>
      <CategoryNav path={paths.eSellableProducts} categories={data.categories} current={sub} />
      {data.canOrder ? null : <WhyNoOrder />}
      {shown.length === 0 ? (
        <p className="notice">{t('products.noneInCategory')}</p>
      ) : (
        <ul className="ecs-cards">
          {shown.map((product) => (
            <li key={product.id}>
              <Card title={product.name} stack>
                <p>{product.description}</p>
                <p className="ecs-fee">
                  {t('products.monthlyFee', { fee: formatMoney(product.monthlyFee) })}
                </p>
                <div className="ecs-actions">
                  <Button
                    variant="secondary"
                    aria-label={t('enquiry.buttonFor', { product: product.name })}
                    onClick={() => {
                      form.setValue('productId', product.id);
                      document.getElementById(form.fieldId('quantity'))?.focus();
                    }}
                  >
                    {t('enquiry.button')}
                  </Button>
                  {data.canOrder ? <OrderAction product={product} /> : null}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <EnquiryForm form={form} products={data.products} sent={sent} onSent={setSent} />
    </>
  );
}

/** What the company can order, by category, with an enquiry form; ordering is the administrator's. */
export default function ESellableProductsScreen() {
  const { t } = useTranslation(['enterprise', 'titles']);
  const { sub } = useParams();
  return (
    <EcsPageFrame title={t('titles:eSellableProducts')}>
      {(session) => <SellableFor token={session.token} sub={sub} />}
    </EcsPageFrame>
  );
}

function SellableFor({ token, sub }: { token: string; sub: string | undefined }) {
  const { t } = useTranslation('enterprise');
  const products = useGetEcsSellableProductsQuery(token);
  return (
    <QueryView
      query={products}
      loading={t('products.loading')}
      errorTitle={t('products.error')}
      isEmpty={(data) => data.products.length === 0}
      emptyTitle={t('products.sellableEmpty')}
    >
      {(data) => <Catalogue data={data} sub={sub} />}
    </QueryView>
  );
}
