import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../../api/http';
import {
  getCpis,
  getMeta,
  setMeta,
  setSpaCacheVersion,
  setVersionInfo,
} from '../../../api/settingsAdmin';
import { Facts } from '../../../components/Facts';
import { SelectField, TextField } from '../../../components/form/Field';
import { Form } from '../../../components/form/Form';
import { useForm, type Form as FormState } from '../../../components/form/useForm';
import { useRefusal } from '../../../components/useRefusal';

const PLATFORMS = ['ios', 'android', 'web'] as const;

/**
 * Sends a call from a form: a failure goes to the form's alert in the tester's language, a reply
 * to `show`. Returns the submit handler.
 */
function useAdminCall<V extends object, T>(
  form: FormState<V>,
  send: (values: V) => Promise<ApiResult<T>>,
  show: (data: T) => void,
) {
  const refusal = useRefusal('devtools');
  return async (values: V) => {
    const result = await send(values);
    if ('error' in result) form.fail(refusal.of(result.error));
    else show(result.data);
  };
}

function AdminForm<V extends object>(props: {
  form: FormState<V>;
  name: string;
  onSubmit: (values: V) => Promise<unknown>;
  result: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('devtools');
  return (
    <Form
      form={props.form}
      onSubmit={props.onSubmit}
      title={t(`admin.${props.name}.title`)}
      headingLevel={3}
      submitLabel={t(`admin.${props.name}.submit`)}
      alertTitle={t('admin.failed')}
      success={props.result ?? undefined}
      summary={false}
      stack
    >
      {props.children}
    </Form>
  );
}

function SpaCacheVersionForm() {
  const { t } = useTranslation('devtools');
  const form = useForm({ version: '' });
  const [result, setResult] = useState<ReactNode>(null);
  const submit = useAdminCall(form, setSpaCacheVersion, (data) => {
    setResult(t('admin.spaCache.done', { version: data.version }));
  });
  return (
    <AdminForm form={form} name="spaCache" onSubmit={submit} result={result}>
      <TextField
        {...form.field('version')}
        label={t('admin.version')}
        hint={t('admin.versionHint')}
      />
    </AdminForm>
  );
}

function VersionInfoForm() {
  const { t } = useTranslation('devtools');
  const form = useForm({
    platform: 'ios',
    version: '',
    minVersion: '',
    updateUrl: '',
  });
  const [result, setResult] = useState<ReactNode>(null);
  const submit = useAdminCall(form, setVersionInfo, (data) => {
    setResult(t('admin.versionInfo.done', { platform: data.platform, version: data.version }));
  });
  return (
    <AdminForm form={form} name="versionInfo" onSubmit={submit} result={result}>
      <SelectField
        {...form.field('platform')}
        label={t('admin.platform')}
        options={PLATFORMS.map((value) => ({ value, label: value }))}
      />
      <TextField
        {...form.field('version')}
        label={t('admin.version')}
        hint={t('admin.versionHint')}
      />
      <TextField {...form.field('minVersion')} label={t('admin.minVersion')} />
      <TextField {...form.field('updateUrl')} label={t('admin.updateUrl')} type="url" />
    </AdminForm>
  );
}

function SetMetaForm() {
  const { t } = useTranslation('devtools');
  const form = useForm({ path: '', title: '', description: '' });
  const [result, setResult] = useState<ReactNode>(null);
  const submit = useAdminCall(form, setMeta, (data) => {
    setResult(t('admin.setMeta.done', { path: data.path }));
  });
  return (
    <AdminForm form={form} name="setMeta" onSubmit={submit} result={result}>
      <TextField {...form.field('path')} label={t('admin.path')} hint={t('admin.pathHint')} />
      <TextField {...form.field('title')} label={t('admin.metaTitle')} />
      <TextField {...form.field('description')} label={t('admin.description')} />
    </AdminForm>
  );
}

function GetMetaForm() {
  const { t } = useTranslation('devtools');
  const form = useForm({ path: '' });
  const [result, setResult] = useState<ReactNode>(null);
  const submit = useAdminCall(form, getMeta, (data) => {
    setResult(
      data ? (
        <Facts
          items={[
            [t('admin.metaTitle'), data.title],
            [t('admin.description'), data.description],
          ]}
        />
      ) : (
        t('admin.getMeta.none')
      ),
    );
  });
  return (
    <AdminForm form={form} name="getMeta" onSubmit={submit} result={result}>
      <TextField {...form.field('path')} label={t('admin.path')} hint={t('admin.pathHint')} />
    </AdminForm>
  );
}

function CpisForm() {
  const { t } = useTranslation('devtools');
  const form = useForm({ deviceNo: '' });
  const [result, setResult] = useState<ReactNode>(null);
  const submit = useAdminCall(form, getCpis, (data) => {
    setResult(
      <Facts
        items={[
          [t('admin.deviceNo'), data.deviceNo],
          [t('admin.cpis.kind'), data.customerKind],
          [t('admin.cpis.plan'), data.ratePlan],
          [t('admin.cpis.status'), t(`admin.cpis.${data.status}`)],
        ]}
      />,
    );
  });
  return (
    <AdminForm form={form} name="cpis" onSubmit={submit} result={result}>
      <TextField {...form.field('deviceNo')} label={t('admin.deviceNo')} inputMode="numeric" />
    </AdminForm>
  );
}

/** The carrier's administration calls, one form each (test environment only, like the page). */
export function AdminCallsPanel() {
  const { t } = useTranslation('devtools');
  return (
    <>
      <p>{t('admin.note')}</p>
      <div className="devtools__admin">
        <SpaCacheVersionForm />
        <VersionInfoForm />
        <SetMetaForm />
        <GetMetaForm />
        <CpisForm />
      </div>
    </>
  );
}
