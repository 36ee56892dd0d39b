import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NumberSummary } from '../../api/dashboard';
import { DeviceLink } from '../../components/DeviceLink';
import { NumberUsage } from '../../components/NumberUsage';
import { AmountDue, NumberSubtitle } from '../../components/NumberSummaryText';
import { QueryView } from '../../components/page/QueryView';
import { useNumberNames } from '../../components/useNumberNames';
import { href, paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatCount, formatMoney } from '../../lib/format';
import { useGetHouseholdQuery } from '../../state/householdApi';
import { Card } from '../../components/Card';

/** The one next step a number wants: pay what is due, else look at its use or its bill. Each
 * link opens on this number (DeviceLink). */
function nextAction(number: NumberSummary): { key: 'pay' | 'usage' | 'bill'; to: string } {
  if (number.amountDue > 0) return { key: 'pay', to: href(paths.bill) };
  if (number.deviceType === 'mobile') return { key: 'usage', to: paths.mobileUsage };
  if (number.deviceType === 'broadband') return { key: 'usage', to: paths.internetUsage };
  return { key: 'bill', to: href(paths.bill) };
}

function NumberCard({ number }: { number: NumberSummary }) {
  const { t } = useTranslation('home');
  const action = nextAction(number);
  const { nickname } = useNumberNames();
  const headingId = `home-number-${number.deviceNo}`;
  return (
    <li className="card home-number" aria-labelledby={headingId}>
      <h3 id={headingId} className="home-number__title">
        <span>{nickname(number)}</span> <span className="home-number__no">{number.deviceNo}</span>
      </h3>
      <p className="home-number__subtitle">
        <NumberSubtitle number={number} />
      </p>
      <p className="home-number__due">
        <span className="visually-hidden">{t('amountDue')}: </span>
        <AmountDue number={number} />
      </p>
      <NumberUsage number={number} ns="home" titled className="home-number__usage" />
      <DeviceLink
        deviceNo={number.deviceNo}
        className={`button ${action.key === 'pay' ? 'button--primary' : 'button--secondary'}`}
        to={action.to}
        aria-describedby={headingId}
      >
        {t(`action.${action.key}`)}
      </DeviceLink>
    </li>
  );
}

/** Every number of the household with what it owes and its data use; the points below. */
export function HouseholdNumbers({ token, showPoints }: { token: string; showPoints: boolean }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const query = useGetHouseholdQuery(token);
  return (
    <Card title={t('numbers')} className="home-section" plain>
      <QueryView
        query={query}
        loading={t('loading')}
        loadingLines={4}
        errorTitle={t('error')}
        isEmpty={(data) => data.numbers.length === 0}
        emptyTitle={t('emptyTitle')}
        emptyBody={
          <Link className="button button--secondary" to={paths.deviceMenuSetting}>
            {t('addNumber')}
          </Link>
        }
      >
        {(data) => (
          <>
            <p className="home-total">
              {data.totalDue > 0
                ? t('totalDue', { amount: formatMoney(data.totalDue, language) })
                : t('totalNothing')}
            </p>
            <ul className="home-numbers">
              {data.numbers.map((number) => (
                <NumberCard key={number.deviceNo} number={number} />
              ))}
            </ul>
            {showPoints ? (
              <p className="home-points">
                <Link to={paths.my}>
                  {t('points', { points: formatCount(data.hamiPoint, language) })}
                </Link>
              </p>
            ) : null}
          </>
        )}
      </QueryView>
    </Card>
  );
}
