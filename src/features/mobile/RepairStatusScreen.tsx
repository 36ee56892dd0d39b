import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { queryInAndOutDeviceNumber, REPAIR_STAGES, type RepairSlip } from '../../api/device';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { PageFrame } from '../../components/PageFrame';
import { EmptyState } from '../../components/StatusStates';
import { useCaptcha } from '../../components/useCaptcha';
import { formatDate } from '../../lib/format';
import { CaptchaField, FormAlert, TextField } from './MobileParts';

const SLIP_NO = /^R\d{7}$/i;
const MOBILE = /^09\d{8}$/;

function SlipCard({ slip }: { slip: RepairSlip }) {
  const { t, i18n } = useTranslation('mobile');
  const reached = REPAIR_STAGES.indexOf(slip.stage);
  return (
    <section className="card mb-stack" aria-labelledby={`mb-slip-${slip.slipNo}`}>
      <h3 id={`mb-slip-${slip.slipNo}`} className="mb-section-title">
        {t('repair.slipTitle', { slipNo: slip.slipNo })}
      </h3>
      <p>
        <span className={`mb-status${slip.stage === 'pickedUp' ? '' : ' mb-status--off'}`}>
          {t(`repair.stage.${slip.stage}`)}
        </span>
      </p>
      <dl className="mb-facts">
        <div>
          <dt>{t('repair.model')}</dt>
          <dd>{slip.model}</dd>
        </div>
        <div>
          <dt>{t('repair.number')}</dt>
          <dd>{slip.maskedNumber}</dd>
        </div>
        <div>
          <dt>{t('repair.store')}</dt>
          <dd>{slip.store}</dd>
        </div>
      </dl>
      <ol className="mb-steps" aria-label={t('repair.progress')}>
        {REPAIR_STAGES.map((stage, index) => {
          const date = slip.stageDates[stage];
          return (
            <li key={stage} aria-current={stage === slip.stage ? 'step' : undefined}>
              <strong>{t(`repair.stage.${stage}`)}</strong>
              {': '}
              {date && index <= reached ? formatDate(date, i18n.language) : t('repair.notYet')}
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
  const [searchNo, setSearchNo] = useState('');
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<{ searchNo?: string; captcha?: string }>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<{ searchNo: string; slips: RepairSlip[] } | null>(null);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const wanted = searchNo.trim().toUpperCase();
    const next: typeof errors = {};
    if (!SLIP_NO.test(wanted) && !MOBILE.test(wanted)) next.searchNo = t('repair.searchError');
    if (answer.trim() === '') next.captcha = t('captcha.required');
    setErrors(next);
    if (next.searchNo || next.captcha) {
      const first = next.searchNo ? 'searchNo' : 'captcha';
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    if (!captcha.challenge) return;
    setBusy(true);
    const result = await queryInAndOutDeviceNumber({
      searchNo: wanted,
      captcha: captcha.challenge.authToken,
      code: answer.trim(),
    });
    setBusy(false);
    setAnswer('');
    captcha.refresh();
    if ('data' in result) {
      setFound({ searchNo: wanted, slips: result.data });
    } else if (result.error.code === 'CAPTCHA_WRONG') {
      setErrors({ captcha: t('captcha.wrong') });
      document.querySelector<HTMLElement>('[data-field="captcha"]')?.focus();
    } else {
      setFailure(result.error);
    }
  }

  return (
    <PageFrame title={t('titles:queryInOutDevice')}>
      <div className="mb-stack">
        <form className="card mb-stack" noValidate onSubmit={(event) => void submit(event)}>
          <p>{t('repair.intro')}</p>
          <TextField
            label={t('repair.search')}
            hint={t('repair.searchHint')}
            autoComplete="off"
            data-field="searchNo"
            value={searchNo}
            error={errors.searchNo}
            onChange={(event) => {
              setSearchNo(event.target.value);
            }}
          />
          <CaptchaField
            captcha={captcha}
            value={answer}
            error={errors.captcha}
            onChange={setAnswer}
          />
          {failure ? <FormAlert error={failure} /> : null}
          <div className="mb-actions">
            <Button type="submit" busy={busy}>
              {t('repair.submit')}
            </Button>
          </div>
        </form>
        {found ? (
          <section className="mb-stack" aria-labelledby="mb-repair-results">
            <h2 id="mb-repair-results" className="mb-section-title">
              {t('repair.resultsTitle', { searchNo: found.searchNo })}
            </h2>
            {found.slips.length === 0 ? (
              <EmptyState title={t('repair.emptyTitle')}>
                <p>{t('repair.emptyBody')}</p>
              </EmptyState>
            ) : (
              found.slips.map((slip) => <SlipCard key={slip.slipNo} slip={slip} />)
            )}
          </section>
        ) : null}
      </div>
    </PageFrame>
  );
}
