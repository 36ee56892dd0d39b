import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { MobileManual } from '../../api/deviceManual';
import { Card } from '../../components/Card';
import { PageFrame } from '../../components/page/PageFrame';
import { QueryView } from '../../components/page/QueryView';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate } from '../../lib/format';
import { selectDevice } from '../../state/client';
import { useGetDeviceInformationQuery } from '../../state/deviceInformationApi';
import { useAppSelector } from '../../state/hooks';
import { useIsMember } from '../../state/session';
import { DEVICE_TYPE_MOBILE } from '../../state/types';
import {
  useGetDeviceManualQuery,
  useGetDeviceManualsQuery,
  useLogDeviceManualClickMutation,
} from './contentApi';
import { isManualForHandset, ownHandsetFirst } from './deviceManuals';
import './content.css';

/** One manual's chapters; opening a chapter is logged (MobileManualClickLog). */
function ManualChapters({ manual }: { manual: MobileManual }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const [logClick] = useLogDeviceManualClickMutation();
  return (
    <Card title={`${manual.brand} ${manual.model}`}>
      <p className="announcement-item__until">
        {t('manuals.updated', { date: formatDate(manual.updatedOn, language) })}
      </p>
      <QueryView
        query={useGetDeviceManualQuery(manual.manualId)}
        loading={t('manuals.chaptersLoading')}
        errorTitle={t('manuals.chaptersError')}
        isEmpty={(detail) => detail.items.length === 0}
        emptyTitle={t('manuals.chaptersEmpty')}
      >
        {(detail) => (
          <div className="manual-chapters">
            {detail.items.map((item) => (
              <details
                key={item.itemId}
                className="manual-chapter"
                onToggle={(event) => {
                  if (event.currentTarget.open)
                    void logClick({ manualId: manual.manualId, itemId: item.itemId });
                }}
              >
                <summary>{item.title}</summary>
                <ol>
                  {item.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </details>
            ))}
          </div>
        )}
      </QueryView>
    </Card>
  );
}

/**
 * Handset manuals (Device/MobileManualList): the customer's own handset first where the portal
 * knows it (device/information of the selected mobile number), then one manual's chapters.
 */
export default function DeviceManualScreen() {
  const { t } = useTranslation(['content', 'titles']);
  const [search, setSearch] = useSearchParams();
  const isMember = useIsMember();
  const device = useAppSelector(selectDevice);
  const mobileNumber =
    isMember && device?.deviceType === DEVICE_TYPE_MOBILE ? device.deviceNo : null;
  const { currentData: handset } = useGetDeviceInformationQuery(
    { deviceNo: mobileNumber ?? '' },
    { skip: mobileNumber === null },
  );
  const chosenId = search.get('manual') ?? '';
  return (
    <PageFrame title={t('titles:deviceManual')}>
      <p>{t('manuals.intro')}</p>
      <QueryView
        query={useGetDeviceManualsQuery(undefined)}
        loading={t('manuals.loading')}
        errorTitle={t('manuals.error')}
        isEmpty={(manuals) => manuals.length === 0}
        emptyTitle={t('manuals.empty')}
      >
        {(manuals) => {
          const ordered = ownHandsetFirst(manuals, handset);
          const chosen = manuals.find((manual) => manual.manualId === chosenId);
          return (
            <div className="manual-layout">
              <nav aria-label={t('manuals.listLabel')}>
                <ul className="service-links">
                  {ordered.map((manual) => (
                    <li key={manual.manualId}>
                      <button
                        type="button"
                        className="button button--link"
                        aria-pressed={manual === chosen}
                        onClick={() => {
                          setSearch({ manual: manual.manualId }, { replace: true });
                        }}
                      >
                        {manual.brand} {manual.model}
                      </button>
                      {isManualForHandset(manual, handset) ? (
                        <span className="manual-own"> · {t('manuals.yourPhone')}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </nav>
              {chosen ? <ManualChapters key={chosen.manualId} manual={chosen} /> : null}
            </div>
          );
        }}
      </QueryView>
    </PageFrame>
  );
}
