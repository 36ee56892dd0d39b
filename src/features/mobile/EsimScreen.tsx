import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HandsetModel } from '../../api/device';
import { Button } from '../../components/Button';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState, LoadingState } from '../../components/StatusStates';
import { asApiError } from '../../state/portalApi';
import { useGetEsimSupportQuery, useGetHandsetModelsQuery } from './mobileApi';
import { SelectField } from './MobileParts';

const STEPS = ['apply', 'qr', 'scan', 'switch'] as const;

function SupportResult({ model }: { model: HandsetModel }) {
  const { t } = useTranslation('mobile');
  const query = useGetEsimSupportQuery({ deviceType: model.devicetype });
  const name = `${model.brand} ${model.model}`;
  if (query.error && !query.isFetching) {
    return (
      <ErrorState
        title={t('esim.checkError')}
        error={asApiError(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.currentData) return <LoadingState label={t('esim.checking')} lines={2} />;
  if (!query.currentData.supported) {
    return (
      <section className="card mb-stack" aria-labelledby="mb-esim-result">
        <h2 id="mb-esim-result" className="mb-section-title">
          {t('esim.notSupportedTitle')}
        </h2>
        <p className="mb-warning">{t('esim.notSupported', { model: name })}</p>
      </section>
    );
  }
  return (
    <section className="card mb-stack" aria-labelledby="mb-esim-result">
      <h2 id="mb-esim-result" className="mb-section-title">
        {t('esim.supportedTitle')}
      </h2>
      <p className="mb-success">{t('esim.supported', { model: name })}</p>
      <h3 className="mb-section-title">{t('esim.stepsTitle')}</h3>
      <ol className="mb-steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`esim.steps.${step}`)}</li>
        ))}
      </ol>
    </section>
  );
}

function EsimCheck({ models }: { models: HandsetModel[] }) {
  const { t } = useTranslation('mobile');
  const [selected, setSelected] = useState('');
  const [checked, setChecked] = useState<HandsetModel | null>(null);
  const [error, setError] = useState('');
  const brands = [...new Set(models.map((model) => model.brand))];

  function check(event: SyntheticEvent) {
    event.preventDefault();
    const model = models.find((candidate) => candidate.devicetype === selected);
    if (!model) {
      setError(t('esim.chooseError'));
      document.querySelector<HTMLElement>('[data-field="handset"]')?.focus();
      return;
    }
    setError('');
    setChecked(model);
  }

  return (
    <div className="mb-stack">
      <form className="card mb-stack" noValidate onSubmit={check}>
        <p>{t('esim.intro')}</p>
        <SelectField
          label={t('esim.handset')}
          data-field="handset"
          value={selected}
          error={error}
          onChange={(event) => {
            setSelected(event.target.value);
          }}
        >
          <option value="">{t('esim.choose')}</option>
          {brands.map((brand) => (
            <optgroup key={brand} label={brand}>
              {models
                .filter((model) => model.brand === brand)
                .map((model) => (
                  <option key={model.devicetype} value={model.devicetype}>
                    {`${model.brand} ${model.model}`}
                  </option>
                ))}
            </optgroup>
          ))}
        </SelectField>
        <div className="mb-actions">
          <Button type="submit">{t('esim.check')}</Button>
        </div>
      </form>
      {checked ? <SupportResult key={checked.devicetype} model={checked} /> : null}
    </div>
  );
}

/** /eSIM: whether a handset supports eSIM, and how to get one. */
export default function EsimScreen() {
  const { t } = useTranslation(['mobile', 'titles']);
  const query = useGetHandsetModelsQuery(undefined);
  let body;
  if (query.error && !query.isFetching) {
    body = (
      <ErrorState
        title={t('esim.loadError')}
        error={asApiError(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!query.currentData) {
    body = <LoadingState label={t('esim.loading')} />;
  } else if (query.currentData.length === 0) {
    body = (
      <div className="notice">
        <p className="state__title">{t('esim.emptyTitle')}</p>
      </div>
    );
  } else {
    body = <EsimCheck models={query.currentData} />;
  }
  return <PageFrame title={t('titles:eSim')}>{body}</PageFrame>;
}
