import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryInAndOutDeviceNumber, REPAIR_STAGES, type RepairSlip } from '../../api/device';
import { CaptchaField } from '../../components/form/CaptchaField';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm } from '../../components/form/useForm';
import { PageFrame } from '../../components/page/PageFrame';
import { EmptyState } from '../../components/page/StatusStates';
import { useCaptcha } from '../../components/useCaptcha';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate } from '../../lib/format';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { StatusBadge } from '../../components/StatusBadge';
import './mobile.css';

const SLIP_NO = /^R\d{7}$/i;
const MOBILE = /^09\d{8}$/;

function SlipCard({ slip }: { slip: RepairSlip }) {
  const { t } = useTranslation('mobile');
  const language = useLanguage();
  const reached = REPAIR_STAGES.indexOf(slip.stage);
  return (
    <section className="card mb-stack" aria-labelledby={`mb-slip-${slip.slipNo}`}>
      <h3 id={`mb-slip-${slip.slipNo}`} className="mb-section-title">
        {t('repair.slipTitle', { slipNo: slip.slipNo })}
      </h3>
      <p>
        <StatusBadge tone={slip.stage === 'pickedUp' ? 'ok' : 'warn'}>
          {t(`repair.stage.${slip.stage}`)}
        </StatusBadge>
      </p>
      <Facts
        columns={2}
        items={[
          [t('repair.model'), slip.model],
          [t('repair.number'), slip.maskedNumber],
          [t('repair.store'), slip.store],
        ]}
      />
      <ol className="mb-steps" aria-label={t('repair.progress')}>
        {REPAIR_STAGES.map((stage, index) => {
          const date = slip.stageDates[stage];
          return (
            <li key={stage} aria-current={stage === slip.stage ? 'step' : undefined}>
              <strong>{t(`repair.stage.${stage}`)}</strong>
              {': '}
              {date && index <= reached ? formatDate(date, language) : t('repair.notYet')}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** /QueryInOutDevice: a handset's repair status by repair slip or mobile number, no login. */
export default function RepairStatusScreen() {
  const { t } = useTranslation(['mobile', 'titles']);
  const captcha = useCaptcha();
  const form = useForm(
    { searchNo: '', captcha: '' },
    {
      labels: {
        searchNo: t('repair.search'),
        captcha: t('captcha.label', { ns: 'common' }),
      },
    },
  );
  const [found, setFound] = useState<{ searchNo: string; slips: RepairSlip[] } | null>(null);

  async function submit(values: typeof form.values) {
    const wanted = values.searchNo.trim().toUpperCase();
    const valid = form.check({
      searchNo: SLIP_NO.test(wanted) || MOBILE.test(wanted) ? undefined : t('repair.searchError'),
      captcha: values.captcha.trim() ? undefined : t('captcha.required'),
    });
    if (!valid || !captcha.challenge) return;
    const result = await queryInAndOutDeviceNumber({
      searchNo: wanted,
      captcha: captcha.challenge.authToken,
      code: values.captcha.trim(),
    });
    // Every answer uses the captcha up.
    form.setValue('captcha', '');
    captcha.refresh();
    if ('data' in result) setFound({ searchNo: wanted, slips: result.data });
    else if (result.error.code === 'CAPTCHA_WRONG') form.setError('captcha', t('captcha.wrong'));
    else form.fail(result.error);
  }

  return (
    <PageFrame title={t('titles:queryInOutDevice')}>
      <div className="mb-stack">
        <Form form={form} onSubmit={submit} submitLabel={t('repair.submit')} className="card form">
          <p>{t('repair.intro')}</p>
          <TextField
            {...form.field('searchNo')}
            label={t('repair.search')}
            hint={t('repair.searchHint')}
            autoComplete="off"
          />
          <CaptchaField {...form.field('captcha')} captcha={captcha} />
        </Form>
        {found ? (
          <Card
            title={t('repair.resultsTitle', { searchNo: found.searchNo })}
            className="mb-stack"
            plain
            stack
          >
            {found.slips.length === 0 ? (
              <EmptyState title={t('repair.emptyTitle')}>
                <p>{t('repair.emptyBody')}</p>
              </EmptyState>
            ) : (
              found.slips.map((slip) => <SlipCard key={slip.slipNo} slip={slip} />)
            )}
          </Card>
        ) : null}
      </div>
    </PageFrame>
  );
}
