import './campaigns.css';
import { Link } from 'react-router-dom';
import type { CampaignConfig } from '../../api/campaign';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { LoadingState } from '../../components/page/StatusStates';
import { PageFrame } from '../../components/page/PageFrame';
import { QueryView } from '../../components/page/QueryView';
import { StatusBadge } from '../../components/StatusBadge';
import { useRouteHandle } from '../../components/useRouteHandle';
import { useServerNow } from '../../components/useServerNow';
import { paths } from '../../config/paths';
import { formatCount, formatMoney } from '../../lib/format';
import { vipTier } from '../../lib/vipLevel';
import { CampaignArt } from './CampaignArt';
import { campaignPagesOf, type CampaignPages } from './campaignPages';
import { phaseOf, type CampaignPhase } from './campaignState';
import { useCampaignStanding, useCampaignTexts } from './useCampaignTexts';
import { YourPart } from './YourPart';

const PHASE_TONE = { upcoming: 'info', open: 'ok', ended: 'neutral' } as const;

/** Every campaign page: drawn from the campaign's configuration, whichever route it is. */
export default function CampaignScreen() {
  const { routeKey: key } = useRouteHandle();
  const { t } = useCampaignTexts();
  const pages = campaignPagesOf(key);
  return (
    <PageFrame title={t(`titles:${key}`)}>
      {pages ? <CampaignPage pages={pages} /> : null}
    </PageFrame>
  );
}

function CampaignPage({ pages }: { pages: CampaignPages }) {
  const { t } = useCampaignTexts();
  const { args, query } = useCampaignStanding(pages);
  const now = useServerNow();
  return (
    <QueryView query={query} loading={t('loading')} errorTitle={t('loadError')}>
      {(standing) =>
        now === null ? (
          <LoadingState label={t('loading')} />
        ) : (
          <div className="campaign">
            <Overview campaign={standing.campaign} phase={phaseOf(standing.campaign, now)} />
            <Rules campaign={standing.campaign} />
            <YourPart standing={standing} phase={phaseOf(standing.campaign, now)} args={args} />
            <p>
              <Link to={paths[pages.record]}>{t('recordLink')}</Link>
            </p>
          </div>
        )
      }
    </QueryView>
  );
}

function Overview({ campaign, phase }: { campaign: CampaignConfig; phase: CampaignPhase }) {
  const { t, date, lastDay } = useCampaignTexts();
  return (
    <div className="campaign__overview">
      <CampaignArt art={campaign.art} />
      <Facts
        items={[
          [
            t('period'),
            t('periodDates', { start: date(campaign.start), end: lastDay(campaign.end) }),
          ],
          [
            t('status'),
            <StatusBadge key="phase" tone={PHASE_TONE[phase]}>
              {t(`phase.${phase}`)}
            </StatusBadge>,
          ],
        ]}
      />
    </div>
  );
}

function Rules({ campaign }: { campaign: CampaignConfig }) {
  const { t, language, prize } = useCampaignTexts();
  const { limits, eligibility } = campaign;
  const drawn = campaign.prizes.filter((reward) => reward.kind !== 'entry');
  const numberKinds = eligibility.numberKinds?.map((kind) => t(`numberKind.${kind}`)).join(', ');
  return (
    <Card title={t('rules.title')}>
      <ul className="campaign__rules">
        <li>
          {t(`rules.${campaign.kind}`, {
            perDay: String(limits.perDay),
            perCampaign: String(limits.perCampaign),
            amount: formatMoney(campaign.minPurchase ?? 0),
          })}
        </li>
        {campaign.kind === 'signIn'
          ? campaign.prizes.map((reward) => (
              <li key={reward.id}>
                {t('rules.streakPrize', {
                  days: String(reward.streakDays ?? 0),
                  prize: prize(campaign, reward.id),
                })}
              </li>
            ))
          : null}
        {eligibility.vipLevelAtMost !== undefined ? (
          <li>
            {t('rules.vipLevel', { tier: t(`shell:vip.${vipTier(eligibility.vipLevelAtMost)}`) })}
          </li>
        ) : numberKinds ? null : (
          <li>{t('rules.everyMember')}</li>
        )}
        {numberKinds ? <li>{t('rules.numberKinds', { kinds: numberKinds })}</li> : null}
        <li>{t('rules.taipeiTime')}</li>
      </ul>
      {drawn.length > 0 && campaign.kind !== 'signIn' ? (
        <Facts
          layout="split"
          items={drawn.map((reward) => [
            prize(campaign, reward.id),
            reward.left > 0
              ? t('prizes.left', {
                  left: formatCount(reward.left, language),
                  stock: formatCount(reward.stock, language),
                })
              : t('prizes.goneOut'),
          ])}
        />
      ) : null}
    </Card>
  );
}
