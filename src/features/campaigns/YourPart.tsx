import { useId, useRef, useState } from 'react';
import type { CampaignEntry, CampaignStanding } from '../../api/campaign';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { QueryView } from '../../components/page/QueryView';
import { SignInNotice } from '../../components/page/SignInNotice';
import { useRefusal } from '../../components/useRefusal';
import { formatDayMonth, formatMoney } from '../../lib/format';
import {
  useGetCampaignPurchasesQuery,
  useTakePartInCampaignMutation,
  type StandingArgs,
} from './campaignApi';
import { blockedBy, daysUpTo, type CampaignPhase } from './campaignState';
import { useCampaignTexts } from './useCampaignTexts';

interface PartProps {
  standing: CampaignStanding;
  phase: CampaignPhase;
  args: StandingArgs;
}

/** The customer's part: eligibility, progress and the action; before and after, what is known. */
export function YourPart(props: PartProps) {
  const { t } = useCampaignTexts();
  return (
    <Card title={t('you.title')} stack>
      <PartContent {...props} />
    </Card>
  );
}

function PartContent({ standing, phase, args }: PartProps) {
  const { t, date } = useCampaignTexts();
  const { campaign, reason } = standing;
  if (phase === 'upcoming') return <p>{t('you.upcoming', { date: date(campaign.start) })}</p>;
  if (phase === 'ended') return <Result standing={standing} />;
  if (reason === 'signIn') return <SignInNotice text={t('you.signIn')} />;
  if (reason !== null) {
    const kinds = campaign.eligibility.numberKinds?.map((kind) => t(`numberKind.${kind}`));
    return <p>{t(`you.${reason}`, { kinds: kinds?.join(', ') ?? '' })}</p>;
  }
  if (campaign.kind === 'purchase') return <Purchases standing={standing} args={args} />;
  return (
    <>
      <Progress standing={standing} />
      <Action standing={standing} phase={phase} args={args} />
    </>
  );
}

function Result({ standing }: { standing: CampaignStanding }) {
  const { t, lastDay, prize, wins } = useCampaignTexts();
  const won = wins(standing);
  return (
    <div>
      <p>{t('you.ended', { date: lastDay(standing.campaign.end) })}</p>
      {won.length > 0 ? (
        <>
          <p>{t('you.won')}</p>
          <ul className="campaign__wins">
            {won.map((entry) => (
              <li key={entry.id}>{prize(standing.campaign, entry.prizeId)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t(standing.entries.length > 0 ? 'you.noWin' : 'you.notTaken')}</p>
      )}
    </div>
  );
}

function Progress({ standing }: { standing: CampaignStanding }) {
  const { t } = useCampaignTexts();
  const { progress, campaign } = standing;
  const left = `${String(progress.chancesLeft)} / ${String(campaign.limits.perCampaign)}`;
  if (campaign.kind === 'signIn') {
    return (
      <>
        <Facts layout="figures" items={[[t('streak.days'), String(progress.streak)]]} />
        <StreakCalendar standing={standing} />
      </>
    );
  }
  return (
    <Facts
      layout="figures"
      columns={2}
      items={[
        [t('chances.today'), String(progress.chancesLeftToday)],
        [t('chances.campaign'), left],
      ]}
    />
  );
}

const CALENDAR_DAYS = 7;

function StreakCalendar({ standing }: { standing: CampaignStanding }) {
  const { t, language } = useCampaignTexts();
  const signed = new Set(
    standing.entries.filter((entry) => entry.kind === 'signIn').map((entry) => entry.day),
  );
  return (
    <ol className="campaign__days" aria-label={t('streak.calendar')}>
      {daysUpTo(standing.today, CALENDAR_DAYS).map((day) => (
        <li
          key={day}
          className={signed.has(day) ? 'campaign__day campaign__day--signed' : 'campaign__day'}
        >
          <span className="campaign__day-date">
            {day === standing.today ? t('streak.today') : formatDayMonth(day, language)}
          </span>
          <span className="campaign__day-mark" aria-hidden="true">
            {signed.has(day) ? '✓' : '·'}
          </span>
          <span className="visually-hidden">
            {t(signed.has(day) ? 'streak.signed' : 'streak.notSigned')}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Action({ standing, phase, args }: PartProps) {
  const { t, date, prize } = useCampaignTexts();
  const refusal = useRefusal('campaigns');
  const [takePart, taking] = useTakePartInCampaignMutation();
  const [done, setDone] = useState<CampaignEntry | null>(null);
  // A double click sends one request: the second click finds this set before the button disables.
  const running = useRef(false);
  const whyId = useId();
  const action = standing.campaign.kind === 'purchase' ? 'act' : standing.campaign.kind;
  const blocked = blockedBy(standing, phase);

  async function run() {
    if (running.current) return;
    running.current = true;
    setDone(null);
    const reply = await takePart({ campaign: args.campaign, test: args.test, action });
    running.current = false;
    if (reply.data) setDone(reply.data);
  }

  const outcome = (entry: CampaignEntry) => {
    const won = entry.prizeId === null ? null : prize(standing.campaign, entry.prizeId);
    if (action === 'draw') return won ? t('done.won', { prize: won }) : t('done.noPrize');
    const base = t(`done.${action}`, { date: date(entry.at), entry: entry.id });
    return won ? `${base} ${t('done.won', { prize: won })}` : base;
  };

  return (
    <div className="campaign__action">
      <FormSuccess>{done ? outcome(done) : null}</FormSuccess>
      <FormAlert error={refusal(taking.error)} />
      <div className="campaign__button">
        <Button
          busy={taking.isLoading}
          disabled={blocked !== null}
          aria-describedby={blocked ? whyId : undefined}
          onClick={() => void run()}
        >
          {t(`action.${action}`)}
        </Button>
        {blocked ? (
          <p id={whyId} className="campaign__why">
            {t(`why.${blocked}`)}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function Purchases({ standing, args }: { standing: CampaignStanding; args: StandingArgs }) {
  const { t } = useCampaignTexts();
  const query = useGetCampaignPurchasesQuery(args);
  const amount = formatMoney(standing.campaign.minPurchase ?? 0);
  return (
    <QueryView query={query} loading={t('purchases.loading')} errorTitle={t('purchases.loadError')}>
      {(purchases) => (
        <>
          <Facts
            layout="figures"
            columns={2}
            items={[
              [t('purchases.count'), String(purchases.length)],
              [
                t('purchases.entries'),
                String(purchases.reduce((sum, row) => sum + row.entries, 0)),
              ],
            ]}
          />
          <p>{t('purchases.how', { amount })}</p>
        </>
      )}
    </QueryView>
  );
}
