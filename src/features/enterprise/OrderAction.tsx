import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EcsOrder, EcsSellableProduct } from '../../api/types/ecs';
import { Button } from '../../components/Button';
import { ConfirmStep } from '../../components/ConfirmStep';
import { FormSuccess } from '../../components/form/FormAlert';
import { useRefusal } from '../../components/useRefusal';
import { formatMoney } from '../../lib/format';
import { usePlaceEcsOrderMutation } from './ecsApi';

/** An administrator's order of one of the product, after "are you sure?" in place. */
export function OrderAction({ product }: { product: EcsSellableProduct }) {
  const { t } = useTranslation('enterprise');
  const refusal = useRefusal('enterprise');
  const [confirming, setConfirming] = useState(false);
  const [placed, setPlaced] = useState<EcsOrder | null>(null);
  const [placeOrder, placing] = usePlaceEcsOrderMutation();

  async function confirm() {
    const result = await placeOrder({ productId: product.id, quantity: 1 });
    if (result.data) {
      setPlaced(result.data);
      setConfirming(false);
    }
  }

  if (confirming) {
    return (
      <ConfirmStep
        question={t('order.question', {
          product: product.name,
          fee: formatMoney(product.monthlyFee),
        })}
        confirmLabel={t('order.confirm')}
        keepLabel={t('order.keep')}
        busy={placing.isLoading}
        error={refusal(placing.error)}
        onConfirm={() => void confirm()}
        onKeep={() => {
          setConfirming(false);
        }}
      />
    );
  }
  return (
    <>
      {placed ? (
        <FormSuccess>{t('order.placed', { reference: placed.reference })}</FormSuccess>
      ) : null}
      <Button
        variant="secondary"
        aria-label={t('order.buttonFor', { product: product.name })}
        onClick={() => {
          setConfirming(true);
        }}
      >
        {t('order.button')}
      </Button>
    </>
  );
}
