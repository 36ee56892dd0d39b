import { useTranslation } from 'react-i18next';
import type { CampaignConfig, CampaignEntry, CampaignStanding } from '../../api/campaign';
import { formatDate, formatMoney } from '../../lib/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useAppSelector } from '../../state/hooks';
import { useIsMember } from '../../state/session';
import type { CampaignPages } from './campaignPages';
import { useGetCampaignStandingQuery } from './campaignApi';

/** The standing of the page's campaign, asked again when the session or the number changes. */
export function useCampaignStanding(pages: CampaignPages) {
  const member = useIsMember();
  const deviceNo = useAppSelector((state) => state.client.device?.deviceNo ?? '');
  const args = { campaign: pages.campaign, test: pages.test, deviceNo, member };
  return { args, query: useGetCampaignStandingQuery(args) };
}

/** A campaign's words drawn from its configuration: prizes, the period, dates. */
export function useCampaignTexts() {
  const { t } = useTranslation('campaigns');
  const language = useLanguage();
  const date = (instant: string) => formatDate(instant, language);
  /** The period closes at 00:00 of its last day's next day: its last day is the one before. */
  const lastDay = (end: string) => formatDate(new Date(Date.parse(end) - 1), language);
  const prize = (campaign: CampaignConfig, prizeId: string | null) => {
    const found = campaign.prizes.find((candidate) => candidate.id === prizeId);
    if (!found) return t('prizes.none');
    return t(`prizes.${found.kind}`, {
      amount: found.kind === 'billCredit' ? formatMoney(found.amount) : String(found.amount),
    });
  };
  const wins = (standing: CampaignStanding): CampaignEntry[] =>
    standing.entries.filter((entry) => entry.prizeId !== null);
  return { t, language, date, lastDay, prize, wins };
}
