import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import { formatDateTime } from '../../lib/format';
import { asApiError } from '../../state/portalApi';
import { useGetHealthCheckQuery } from './supportApi';
import { FormSuccess } from '../../components/form/FormAlert';
import { TechnicianBooking } from './TechnicianBooking';
import { Card } from '../../components/Card';

/** The check run now: each item passed or failed with what it means, and booking a repair. */
export function HealthCheckResults({ deviceNo }: { deviceNo: string }) {
  const { t, i18n } = useTranslation('support');
  const check = useGetHealthCheckQuery({ deviceNo });
  if (check.isLoading) return <LoadingState label={t('health.running')} />;
  if (!check.data) {
    return (
      <ErrorState
        title={t('health.runError')}
        error={asApiError(check.error)}
        onRetry={() => void check.refetch()}
      />
    );
  }
  const { items, appointments, checkedAt } = check.data;
  const failed = items.filter((item) => !item.passed).length;
  return (
    <Card title={t('health.resultsTitle')} className="service-section" stack>
      <p>
        {failed === 0 ? t('health.allPassed') : t('health.someFailed', { count: failed })}{' '}
        <span className="sp-queue__time">
          {t('health.checkedAt', { time: formatDateTime(checkedAt, i18n.language) })}
        </span>
      </p>
      <ul className="sp-list">
        {items.map((item) => {
          const booked = appointments.find((appointment) => appointment.item === item.item);
          const name = t(`health.items.${item.item}`);
          return (
            <li
              key={item.item}
              className={`sp-check ${item.passed ? 'sp-check--ok' : 'sp-check--failed'}`}
              aria-label={name}
            >
              <p className="state__title">
                {name}: {item.passed ? t('health.passed') : t('health.failed')}
              </p>
              {item.passed ? null : (
                <>
                  <p>
                    {t(`health.meaning.${item.code ?? ''}`, {
                      defaultValue: t('health.meaningUnknown', { code: item.code ?? '' }),
                    })}
                  </p>
                  {booked ? (
                    <FormSuccess>
                      {t('health.booked', {
                        time: formatDateTime(booked.time, i18n.language),
                        id: booked.id,
                      })}
                    </FormSuccess>
                  ) : (
                    <TechnicianBooking deviceNo={deviceNo} item={item.item} />
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
