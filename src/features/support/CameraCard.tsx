import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CameraDetection, CameraReport } from '../../api/hamicam';
import { FormSuccess } from '../../components/form/FormAlert';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDateTime } from '../../lib/format';
import { CameraReportForm } from './CameraReportForm';
import type { ContactDefaults } from '../../components/lineService/FaultReportForm';

/** One camera: each check passed or failed with what it means, and its fault report. */
export function CameraCard({
  camera,
  contact,
}: {
  camera: CameraDetection;
  contact: ContactDefaults;
}) {
  const { t } = useTranslation('support');
  const language = useLanguage();
  const [filed, setFiled] = useState<CameraReport | null>(null);
  const report = filed ?? camera.report;
  const failed = camera.checks.filter((check) => !check.passed);
  const titleId = `camera-${camera.cameraId}`;
  return (
    <li className="card service-section" aria-labelledby={titleId}>
      <h3 className="sp-ticket__title" id={titleId}>
        {camera.name}
      </h3>
      <p className="sp-queue__time">
        {camera.model} · {camera.cameraId}
      </p>
      <p>
        {failed.length === 0
          ? t('camera.allPassed')
          : t('camera.someFailed', { count: failed.length })}
      </p>
      <ul className="sp-list">
        {camera.checks.map((check) => {
          const name = t(`camera.checks.${check.check}`);
          return (
            <li
              key={check.check}
              className={`sp-check ${check.passed ? 'sp-check--ok' : 'sp-check--failed'}`}
              aria-label={name}
            >
              <p className="state__title">
                {name}: {check.passed ? t('health.passed') : t('health.failed')}
              </p>
              <p>
                {check.passed
                  ? t(`camera.about.${check.check}`)
                  : t(`camera.meaning.${check.code ?? ''}`, {
                      defaultValue: t('camera.meaningUnknown', { code: check.code ?? '' }),
                    })}
              </p>
            </li>
          );
        })}
      </ul>
      {report ? (
        <FormSuccess>
          {t('camera.reported', {
            id: report.id,
            time: formatDateTime(report.reportedAt, language),
            status: t(`status.${report.status}`),
          })}
        </FormSuccess>
      ) : null}
      {!report && failed.length > 0 ? (
        <>
          <h4 className="sp-section__title">{t('camera.reportTitle')}</h4>
          <CameraReportForm
            cameraId={camera.cameraId}
            cameraName={camera.name}
            failed={failed}
            contact={contact}
            onFiled={setFiled}
          />
        </>
      ) : null}
    </li>
  );
}
