import { useTranslation } from 'react-i18next';
import type { HamiProduct } from '../../api/entertainment';
import { Button } from '../../components/Button';
import { ConfirmStep } from '../../components/ConfirmStep';
import { Facts } from '../../components/Facts';
import { StatusBadge } from '../../components/StatusBadge';
import { useLanguage } from '../../i18n/useLanguage';
import { formatCount } from '../../lib/format';
import { ItemCard } from './ItemCard';
import type { Exchange } from './useExchange';

/** One product of the store: its price and stock, and the exchange with "are you sure?". */
export function ProductCard({ product, exchange }: { product: HamiProduct; exchange: Exchange }) {
  const { t } = useTranslation('entertainment');
  const language = useLanguage();
  const points = formatCount(product.points, language);
  const soldOut = product.stock <= 0;
  const asking = exchange.asking?.id === product.id;
  return (
    <ItemCard title={product.name} kind={t(`store.category.${product.category}`)}>
      <p>{product.description}</p>
      <Facts
        layout="inline"
        items={[
          [t('store.price'), t('store.points', { points })],
          [
            t('store.stock'),
            soldOut ? (
              <StatusBadge tone="bad">{t('store.soldOut')}</StatusBadge>
            ) : (
              formatCount(product.stock, language)
            ),
          ],
        ]}
      />
      {asking ? (
        <ConfirmStep
          question={t('store.confirm', { name: product.name, points })}
          confirmLabel={t('store.confirmYes')}
          keepLabel={t('store.confirmKeep')}
          busy={exchange.busy}
          error={exchange.failure}
          onConfirm={() => void exchange.confirm()}
          onKeep={exchange.keep}
        />
      ) : (
        <div className="entertainment-actions">
          <Button
            variant="secondary"
            disabled={soldOut || exchange.busy}
            onClick={() => {
              exchange.ask(product);
            }}
          >
            {t('store.exchange')}
          </Button>
          {soldOut ? <span>{t('store.soldOutHint')}</span> : null}
        </div>
      )}
    </ItemCard>
  );
}
