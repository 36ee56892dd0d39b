import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddonProduct } from '../../api/addon';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Facts } from '../../components/Facts';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { StatusBadge } from '../../components/StatusBadge';
import { useRefusal } from '../../components/useRefusal';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDataVolume, formatDate, formatMoney } from '../../lib/format';
import type { ApiError } from '../../api/http';
import { usePurchaseAddonMutation } from './addonsApi';

/** What an add-on gives, in words: its data, its minutes, or both. */
export function useAddonGives() {
  const { t } = useTranslation('addons');
  const language = useLanguage();
  return (addon: Pick<AddonProduct, 'dataMB' | 'voiceMinutes'>) =>
    [
      addon.dataMB === null
        ? null
        : t('offer.data', { volume: formatDataVolume(addon.dataMB, language) }),
      addon.voiceMinutes === null ? null : t('offer.voice', { minutes: addon.voiceMinutes }),
    ]
      .filter((part) => part !== null)
      .join(' · ');
}

/**
 * Add-ons to buy as a list of cards, each with its price, how long it runs and what it gives.
 * Buying asks first, stating the charge on the next phone bill and the last day it runs; the
 * confirm button is busy while the call runs (a double click buys once). /Addon and /CoolAddon.
 */
export function AddonOffers({
  deviceNo,
  offers,
  title,
  taglines,
}: {
  deviceNo: string;
  offers: AddonProduct[];
  title: string;
  /** A line of the offer's promotion above its facts, by pid (/CoolAddon). */
  taglines?: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('addons');
  const language = useLanguage();
  const gives = useAddonGives();
  const refusal = useRefusal('addons');
  const [purchase, { isLoading }] = usePurchaseAddonMutation();
  const [chosen, setChosen] = useState<AddonProduct | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [bought, setBought] = useState<string | null>(null);

  async function buy(addon: AddonProduct) {
    if (isLoading) return;
    setFailure(null);
    setBought(null);
    const { pid, promoid, promotype, promotionNoString, offerIdType, productName } = addon;
    const { expirationDate, price } = addon;
    const result = await purchase({
      deviceNo,
      request: {
        pid,
        promoid,
        promotype,
        promotionNoString,
        offerIdType,
        productName,
        expirationDate,
        price,
      },
    });
    setChosen(null);
    if (result.data) {
      setBought(
        t('buy.done', {
          name: result.data.productName,
          amount: formatMoney(result.data.price),
          date: formatDate(result.data.expirationDate, language),
        }),
      );
    } else {
      setFailure(refusal.of(result.error));
    }
  }

  return (
    <Card title={title} plain stack>
      <FormSuccess>{bought}</FormSuccess>
      <FormAlert error={failure} title={t('buy.failed')} />
      <ul className="ad-offers">
        {offers.map((addon) => (
          <li key={addon.pid}>
            <Card
              title={addon.productName}
              headingLevel={3}
              as="article"
              stack
              aside={
                addon.running ? <StatusBadge tone="ok">{t('offer.running')}</StatusBadge> : null
              }
            >
              {taglines?.has(addon.pid) ? <p>{taglines.get(addon.pid)}</p> : null}
              <Facts
                items={[
                  [t('offer.gives'), gives(addon)],
                  [t('offer.price'), formatMoney(addon.price)],
                  [t('offer.validity'), t('offer.days', { count: addon.validityDays })],
                ]}
              />
              <div className="form__actions">
                <Button
                  aria-label={t('offer.buyNamed', { name: addon.productName })}
                  onClick={() => {
                    setChosen(addon);
                  }}
                >
                  {t('offer.buy')}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {chosen ? (
        <ConfirmDialog
          title={t('buy.confirmTitle', { name: chosen.productName })}
          confirmLabel={t('buy.confirm', { amount: formatMoney(chosen.price) })}
          busy={isLoading}
          onConfirm={() => void buy(chosen)}
          onCancel={() => {
            setChosen(null);
          }}
        >
          <p>
            {t('buy.confirmBody', {
              amount: formatMoney(chosen.price),
              date: formatDate(chosen.expirationDate, language),
            })}
          </p>
          <p>{gives(chosen)}</p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
