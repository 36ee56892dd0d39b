import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HandsetModel } from '../../api/device';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/form/Field';
import { PageFrame } from '../../components/page/PageFrame';
import { QueryView } from '../../components/page/QueryView';
import { useGetEsimSupportQuery, useGetHandsetModelsQuery } from './mobileApi';
import { Card } from '../../components/Card';
import './mobile.css';

const STEPS = ['apply', 'qr', 'scan', 'switch'] as const;

function SupportResult({ model }: { model: HandsetModel }) {
  const { t } = useTranslation('mobile');
  return (
    <QueryView
      query={useGetEsimSupportQuery({ deviceType: model.devicetype })}
      loading={t('esim.checking')}
      loadingLines={2}
      errorTitle={t('esim.checkError')}
    >
      {(support) => (
        <SupportAnswer name={`${model.brand} ${model.model}`} supported={support.supported} />
      )}
    </QueryView>
  );
}

function SupportAnswer({ name, supported }: { name: string; supported: boolean }) {
  const { t } = useTranslation('mobile');
  if (!supported) {
    return (
      <Card title={t('esim.notSupportedTitle')} className="mb-stack" stack>
        <p className="mb-warning">{t('esim.notSupported', { model: name })}</p>
      </Card>
    );
  }
  return (
    <Card title={t('esim.supportedTitle')} className="mb-stack" stack>
      <p>{t('esim.supported', { model: name })}</p>
      <h3 className="mb-section-title">{t('esim.stepsTitle')}</h3>
      <ol className="mb-steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`esim.steps.${step}`)}</li>
        ))}
      </ol>
    </Card>
  );
}

function EsimCheck({ models }: { models: HandsetModel[] }) {
  const { t } = useTranslation('mobile');
  const [selected, setSelected] = useState('');
  const [checked, setChecked] = useState<HandsetModel | null>(null);
  const [error, setError] = useState('');

  function check(event: SyntheticEvent) {
    event.preventDefault();
    const model = models.find((candidate) => candidate.devicetype === selected);
    if (!model) {
      setError(t('esim.chooseError'));
      document.getElementById('mb-handset')?.focus();
      return;
    }
    setError('');
    setChecked(model);
  }

  return (
    <div className="mb-stack">
      <form className="card form" noValidate onSubmit={check}>
        <p>{t('esim.intro')}</p>
        <SelectField
          id="mb-handset"
          label={t('esim.handset')}
          placeholder={t('esim.choose')}
          value={selected}
          error={error}
          options={models.map((model) => ({
            value: model.devicetype,
            label: `${model.brand} ${model.model}`,
          }))}
          onChange={(value) => {
            setSelected(value);
          }}
        />
        <div className="form__actions">
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
  return (
    <PageFrame title={t('titles:eSim')}>
      <QueryView
        query={useGetHandsetModelsQuery(undefined)}
        loading={t('esim.loading')}
        errorTitle={t('esim.loadError')}
        isEmpty={(models) => models.length === 0}
        emptyTitle={t('esim.emptyTitle')}
      >
        {(models) => <EsimCheck models={models} />}
      </QueryView>
    </PageFrame>
  );
}
