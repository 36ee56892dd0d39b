import { useTranslation } from 'react-i18next';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { AddonHistory } from './AddonHistory';
import { AddonOffers } from './AddonOffers';
import { useGetAddonProductsQuery } from './addonsApi';
import './addons.css';

function AddonContent({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('addons');
  return (
    <div className="ad-stack">
      <p>{t('addon.intro')}</p>
      <QueryView
        query={useGetAddonProductsQuery({ deviceNo })}
        loading={t('offer.loading')}
        errorTitle={t('offer.loadError')}
        isEmpty={(offers) => offers.length === 0}
        emptyTitle={t('offer.emptyTitle')}
        emptyBody={<p>{t('offer.emptyBody')}</p>}
      >
        {(offers) => <AddonOffers deviceNo={deviceNo} offers={offers} title={t('addon.offers')} />}
      </QueryView>
      <AddonHistory deviceNo={deviceNo} />
    </div>
  );
}

/** /Addon: the add-ons the number can buy, buying one (on the next bill), and those bought. */
export default function AddonScreen() {
  const { t } = useTranslation(['addons', 'titles']);
  return (
    <MemberPageFrame title={t('titles:addon')} kinds={['mobile']}>
      {({ device }) => <AddonContent key={device.deviceNo} deviceNo={device.deviceNo} />}
    </MemberPageFrame>
  );
}
