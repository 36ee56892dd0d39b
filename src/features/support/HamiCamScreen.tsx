import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDateTime } from '../../lib/format';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo } from '../../state/member';
import { CameraCard } from './CameraCard';
import { useDetectCamerasQuery } from './supportApi';
import { Card } from '../../components/Card';
import '../../components/lineService/lineService.css';
import './support.css';

/** The detection run of the member's cameras, run again on request. */
function Detection({ run }: { run: number }) {
  const { t } = useTranslation('support');
  const language = useLanguage();
  const member = useAppSelector(selectMemberInfo);
  const query = useDetectCamerasQuery({ customer: member?.sn ?? '', run });
  const contact = { name: member?.name ?? '', phone: member?.mobile ?? '' };
  return (
    <QueryView
      query={query}
      loading={t('camera.running')}
      errorTitle={t('camera.runError')}
      isEmpty={(data) => data.cameras.length === 0}
      emptyTitle={t('camera.none')}
      emptyBody={<p>{t('camera.noneBody')}</p>}
    >
      {(data) => (
        <Card title={t('camera.resultsTitle')} className="service-section" plain stack>
          <p className="sp-queue__time">
            {t('health.checkedAt', { time: formatDateTime(data.checkedAt, language) })}
          </p>
          <ul className="sp-list">
            {data.cameras.map((camera) => (
              <CameraCard key={camera.cameraId} camera={camera} contact={contact} />
            ))}
          </ul>
        </Card>
      )}
    </QueryView>
  );
}

/** /HamiCamTrouble: check the member's smart cameras from our side and report a fault. */
export default function HamiCamScreen() {
  const { t } = useTranslation('support');
  const [run, setRun] = useState(0);
  return (
    <MemberPageFrame title={t('camera.title')} needsDevice={false}>
      {() => (
        <div className="sp-stack">
          <div className="card service-section">
            <p className="sp-lead">{t('camera.lead')}</p>
            <div className="form__actions">
              <Button
                onClick={() => {
                  setRun((count) => count + 1);
                }}
              >
                {run === 0 ? t('camera.run') : t('camera.runAgain')}
              </Button>
            </div>
          </div>
          {run > 0 ? <Detection run={run} /> : null}
        </div>
      )}
    </MemberPageFrame>
  );
}
