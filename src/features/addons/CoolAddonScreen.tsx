import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AddonProduct } from '../../api/addon';
import type { EShopPromo } from '../../api/eshop';
import { Card } from '../../components/Card';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { href, paths } from '../../config/paths';
import { isInAppPath } from '../../lib/linkRules';
import { AddonOffers } from './AddonOffers';
import {
  useGetAddonProductsQuery,
  useGetEShopPromosQuery,
  useGetEShopRecommendationsQuery,
} from './addonsApi';
import './addons.css';

/** The add-ons the promotions name, in the promotions' order. */
function promotedOffers(promos: EShopPromo[], products: AddonProduct[]): AddonProduct[] {
  return promos.flatMap((promo) => products.filter((product) => product.promoid === promo.promoid));
}

function PromotedOffers({ deviceNo, promos }: { deviceNo: string; promos: EShopPromo[] }) {
  const { t } = useTranslation('addons');
  return (
    <QueryView
      query={useGetAddonProductsQuery({ deviceNo })}
      loading={t('cool.loading')}
      errorTitle={t('cool.loadError')}
      isEmpty={(products) => promotedOffers(promos, products).length === 0}
      emptyTitle={t('cool.emptyTitle')}
      emptyBody={
        <p>
          {t('cool.emptyBody')} <Link to={href(paths.addon)}>{t('cool.allAddons')}</Link>
        </p>
      }
    >
      {(products) => {
        const offers = promotedOffers(promos, products);
        const titleOf = (offer: AddonProduct) =>
          promos.find((promo) => promo.promoid === offer.promoid)?.title ?? '';
        return (
          <AddonOffers
            deviceNo={deviceNo}
            offers={offers}
            title={t('cool.offers')}
            taglines={new Map(offers.map((offer) => [offer.pid, titleOf(offer)]))}
          />
        );
      }}
    </QueryView>
  );
}

/** The eShop's other suggestions for the number that lead somewhere in the portal. */
function MoreFromTheEShop({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('addons');
  const { data } = useGetEShopRecommendationsQuery({ deviceNo });
  const links = (data ?? []).filter((item) => isInAppPath(item.URL));
  if (links.length === 0) return null;
  return (
    <Card title={t('cool.moreTitle')} stack>
      <ul className="ad-list">
        {links.map((item) => (
          <li key={item.URL}>
            <Link to={item.URL}>{item.title}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function CoolAddonContent({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('addons');
  return (
    <div className="ad-stack">
      <p>{t('cool.intro')}</p>
      <QueryView
        query={useGetEShopPromosQuery({ deviceNo })}
        loading={t('cool.loading')}
        errorTitle={t('cool.loadError')}
      >
        {(promos) => <PromotedOffers deviceNo={deviceNo} promos={promos} />}
      </QueryView>
      <MoreFromTheEShop deviceNo={deviceNo} />
      <p>
        <Link to={href(paths.addon)}>{t('cool.allAddons')}</Link>
      </p>
    </div>
  );
}

/** /CoolAddon: the add-ons the eShop recommends for the number, bought as on /Addon. */
export default function CoolAddonScreen() {
  const { t } = useTranslation('titles');
  return (
    <MemberPageFrame title={t('coolAddon')} kinds={['mobile']}>
      {({ device }) => <CoolAddonContent key={device.deviceNo} deviceNo={device.deviceNo} />}
    </MemberPageFrame>
  );
}
