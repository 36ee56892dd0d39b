import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../api/http';
import type { UpgradeResult } from '../../api/types/prepaid';
import { CheckboxField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { FormAlert } from '../../components/form/FormAlert';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { LoadingState } from '../../components/page/StatusStates';
import { ScrollRegion } from '../../components/table/ScrollRegion';
import { href, paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';
import { maskPhone } from '../../lib/mask';
import { validateAgreed } from '../../lib/validators';
import { asApiError, useGetPrepaidSubscriberQuery, useUpgradeTo5GMutation } from './prepaidApi';
import { PrepaidErrorState } from './PrepaidErrorState';
import { PrepaidFrame } from './PrepaidFrame';
import { usePrepaidFailure } from './usePrepaidErrorMessage';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';

const NOTES = ['effect', 'gift', 'carryOver', 'refund', 'tourist', 'threeG'] as const;

function Outcome({ result, failure }: { result: UpgradeResult | null; failure: ApiError | null }) {
  const { t } = useTranslation('prepaidPlans');
  const alert = usePrepaidFailure(failure);
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
      <Card title={t('upgrade.succeeded')} className="prepaid-section" plain>
        <div className="prepaid-result" role="status">
          <p>{t('upgrade.succeededText')}</p>
          {result.bonusGranted ? (
            <p>{t('upgrade.giftText')}</p>
          ) : (
            <p>{result.giftOfferEnded ? t('upgrade.giftEnded') : t('upgrade.noGift')}</p>
          )}
          {result.refund ? (
            <p>{t('upgrade.refundText', { amount: formatMoney(result.refund) })}</p>
          ) : null}
        </div>
        {links}
      </Card>
    );
  }
  const inPerson = failure?.code === 'THREE_G_IN_PERSON';
  return (
    <Card
      title={failure?.code === 'ALREADY_5G' ? t('upgrade.already') : t('upgrade.failed')}
      className="prepaid-section"
      plain
    >
      <FormAlert error={alert} />
      {inPerson ? (
        <p>
          {t('upgrade.inPersonText')}{' '}
          <Link to={href(paths.serviceCenter)}>{t('upgrade.serviceCenter')}</Link>
        </p>
      ) : null}
      {links}
    </Card>
  );
}

function UpgradeForm({ ivrNo }: { ivrNo: string }) {
  const { t } = useTranslation('prepaidPlans');
  const subscriber = useGetPrepaidSubscriberQuery({ ivrNo });
  const message = useValidationMessage();
  const form = useForm({ agree: false }, { labels: { agree: t('upgrade.agree') } });
  const [result, setResult] = useState<UpgradeResult | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [upgrade] = useUpgradeTo5GMutation();

  async function submit(values: typeof form.values) {
    if (!form.check({ agree: message(validateAgreed(values.agree)) })) return;
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
      <Card title={t('upgrade.application')} className="prepaid-section">
        <Facts
          items={[
            [t('upgrade.number'), maskPhone(subscriber.data.phoneNumber)],
            [t('upgrade.serviceType'), subscriber.data.serviceType],
          ]}
        />
      </Card>
      <section className="prepaid-section">
        <h2 id="upgrade-notes">{t('upgrade.notesHeading')}</h2>
        <ScrollRegion label={t('upgrade.notesHeading')} className="prepaid-notes">
          <p>{t('upgrade.privacy')}</p>
          <ul>
            {NOTES.map((note) => (
              <li key={note}>{t(`upgrade.notes.${note}`)}</li>
            ))}
          </ul>
        </ScrollRegion>
        <Form
          form={form}
          onSubmit={submit}
          submitLabel={t('upgrade.submit')}
          summary={false}
          actionsClassName="prepaid-actions"
        >
          <CheckboxField {...form.field('agree')} label={t('upgrade.agree')} />
        </Form>
      </section>
    </>
  );
}

/** /Prepaid45: the 5G upgrade with its notes and every outcome (spec 02 §4.4). */
export default function Prepaid45Screen() {
  return <PrepaidFrame>{(ivrNo) => <UpgradeForm ivrNo={ivrNo} />}</PrepaidFrame>;
}
