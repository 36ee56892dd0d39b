import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../api/http';
import type { UpgradeResult } from '../../api/types/prepaid';
import { Button } from '../../components/Button';
import { LoadingState } from '../../components/page/StatusStates';
import { href, paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';
import { maskPhone } from '../../lib/mask';
import { validateAgreed } from '../../lib/validators';
import { asApiError, useGetPrepaidSubscriberQuery, useUpgradeTo5GMutation } from './prepaidApi';
import { PrepaidErrorState } from './PrepaidErrorState';
import { PrepaidFrame } from './PrepaidFrame';
import { useFieldErrors } from './useFieldErrors';
import { usePrepaidErrorMessage } from './usePrepaidErrorMessage';

const NOTES = ['effect', 'gift', 'carryOver', 'refund', 'tourist', 'threeG'] as const;

function Outcome({ result, failure }: { result: UpgradeResult | null; failure: ApiError | null }) {
  const { t } = useTranslation('prepaidPlans');
  const failureMessage = usePrepaidErrorMessage(failure);
  const links = (
    <div className="prepaid-actions">
      <Link className="button button--secondary" to={paths.prepaidLoginLogOut}>
        {t('upgrade.home')}
      </Link>
      <Link className="button button--secondary" to={paths.prepaidTopUp}>
        {t('upgrade.topUp')}
      </Link>
    </div>
  );
  if (result) {
    return (
      <section className="prepaid-section" aria-labelledby="upgrade-result">
        <h2 id="upgrade-result">{t('upgrade.succeeded')}</h2>
        <div className="prepaid-result" role="status">
          <p>{t('upgrade.succeededText')}</p>
          {result.bonusGranted ? <p>{t('upgrade.giftText')}</p> : <p>{t('upgrade.noGift')}</p>}
          {result.refund ? (
            <p>{t('upgrade.refundText', { amount: formatMoney(result.refund) })}</p>
          ) : null}
        </div>
        {links}
      </section>
    );
  }
  const inPerson = failure?.code === 'THREE_G_IN_PERSON';
  return (
    <section className="prepaid-section" aria-labelledby="upgrade-result">
      <h2 id="upgrade-result">
        {failure?.code === 'ALREADY_5G' ? t('upgrade.already') : t('upgrade.failed')}
      </h2>
      <p className="prepaid-alert" role="alert">
        {failureMessage}
      </p>
      {inPerson ? (
        <p>
          {t('upgrade.inPersonText')}{' '}
          <Link to={href(paths.serviceCenter)}>{t('upgrade.serviceCenter')}</Link>
        </p>
      ) : null}
      {links}
    </section>
  );
}

function UpgradeForm({ ivrNo }: { ivrNo: string }) {
  const { t } = useTranslation('prepaidPlans');
  const subscriber = useGetPrepaidSubscriberQuery({ ivrNo });
  const [agreed, setAgreed] = useState(false);
  const [result, setResult] = useState<UpgradeResult | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const { errors, check } = useFieldErrors<'agree'>();
  const [upgrade, { isLoading }] = useUpgradeTo5GMutation();

  async function submit() {
    if (isLoading || !check({ agree: validateAgreed(agreed) })) return;
    const reply = await upgrade({ ivrNo });
    if ('error' in reply) setFailure(asApiError(reply.error));
    else setResult(reply.data);
  }

  if (result || failure) return <Outcome result={result} failure={failure} />;
  if (subscriber.isError) {
    return (
      <PrepaidErrorState
        error={asApiError(subscriber.error)}
        onRetry={() => void subscriber.refetch()}
      />
    );
  }
  if (!subscriber.data) return <LoadingState />;

  return (
    <>
      <section className="card prepaid-section" aria-labelledby="upgrade-application">
        <h2 id="upgrade-application">{t('upgrade.application')}</h2>
        <dl className="prepaid-facts">
          <div>
            <dt>{t('upgrade.number')}</dt>
            <dd>{maskPhone(subscriber.data.phoneNumber)}</dd>
          </div>
          <div>
            <dt>{t('upgrade.serviceType')}</dt>
            <dd>{subscriber.data.serviceType}</dd>
          </div>
        </dl>
      </section>
      <section className="prepaid-section" aria-labelledby="upgrade-notes">
        <h2 id="upgrade-notes">{t('upgrade.notesHeading')}</h2>
        {/* Focusable so that keyboard users can scroll the notes. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="prepaid-notes" tabIndex={0} aria-labelledby="upgrade-notes">
          <p>{t('upgrade.privacy')}</p>
          <ul>
            {NOTES.map((note) => (
              <li key={note}>{t(`upgrade.notes.${note}`)}</li>
            ))}
          </ul>
        </div>
        <div className="field">
          <label className="prepaid-check">
            <input
              type="checkbox"
              data-field="agree"
              checked={agreed}
              aria-invalid={errors.agree ? true : undefined}
              aria-describedby={errors.agree ? 'upgrade-agree-error' : undefined}
              onChange={(event) => setAgreed(event.target.checked)}
            />
            <span>{t('upgrade.agree')}</span>
          </label>
          {errors.agree ? (
            <p id="upgrade-agree-error" className="field__error">
              {errors.agree}
            </p>
          ) : null}
        </div>
        <div className="prepaid-actions">
          <Button busy={isLoading} onClick={() => void submit()}>
            {t('upgrade.submit')}
          </Button>
        </div>
      </section>
    </>
  );
}

/** /Prepaid45: the 5G upgrade with its notes and every outcome (spec 02 §4.4). */
export default function Prepaid45Screen() {
  return <PrepaidFrame>{(ivrNo) => <UpgradeForm ivrNo={ivrNo} />}</PrepaidFrame>;
}
