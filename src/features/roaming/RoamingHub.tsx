import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/form/FormAlert';
import { QueryView } from '../../components/page/QueryView';
import { href, paths } from '../../config/paths';
import { asApiError } from '../../state/portalApi';
import { CurrentPass } from './CurrentPass';
import { PassFinder } from './PassFinder';
import { RoamingApplications } from './RoamingApplications';
import { RoamingSettingsForm } from './RoamingSettingsForm';
import { SpendCapSection } from './SpendCapSection';
import {
  useGetSubrSettingsQuery,
  useGetSubscriptionInfoQuery,
  useInitRoamingServiceMutation,
} from './roamingApi';
import { Card } from '../../components/Card';
import { StatusBadge } from '../../components/StatusBadge';
import { SectionMenu } from '../../components/page/SectionMenu';
import './roaming.css';
import { useRefusal } from '../../components/useRefusal';

/** A number that never had the roaming service: one button sets it up (RSC/InitRoamingService). */
function InitRoaming({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('roaming');
  const [init, state] = useInitRoamingServiceMutation();
  const worded = useRefusal('roaming');
  return (
    <Card title={t('init.heading')} className="roaming-section notice" plain stack>
      <p>{t('init.body')}</p>
      <FormAlert
        error={state.error ? worded.of(asApiError(state.error)) : null}
        title={t('init.failed')}
      />
      <Button
        busy={state.isLoading}
        onClick={() => {
          void init({ deviceNo });
        }}
      >
        {t('init.submit')}
      </Button>
    </Card>
  );
}

function Settings({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('roaming');
  const query = useGetSubrSettingsQuery({ deviceNo });
  return (
    <QueryView query={query} loading={t('settings.loading')} errorTitle={t('settings.error')}>
      {(settings) => <RoamingSettingsForm key={deviceNo} deviceNo={deviceNo} settings={settings} />}
    </QueryView>
  );
}

export type RoamingLayout = 'classic' | 'preview';

/**
 * The roaming service of one number: roaming on or off with its alerts, the spend cap, the pass
 * in use, the pass finder and the applications. `preview` lays the same parts out in the new
 * two-column layout of /Roaming-Next-Test.
 */
export function RoamingHub({ deviceNo, layout }: { deviceNo: string; layout: RoamingLayout }) {
  const { t } = useTranslation('roaming');
  const info = useGetSubscriptionInfoQuery({ deviceNo });
  const idPrefix = useId();
  const sectionId = (name: string) => `${idPrefix}${name}`;
  return (
    <QueryView query={info} loading={t('hub.loading')} errorTitle={t('hub.error')}>
      {(summary) => {
        if (!summary.initialised) return <InitRoaming deviceNo={deviceNo} />;
        const status = (
          <p>
            <StatusBadge tone={summary.roamingEnabled ? 'ok' : 'warn'}>
              {summary.roamingEnabled ? t('hub.on') : t('hub.off')}
            </StatusBadge>
            {summary.offReason === 'spendCap' ? <> {t('hub.offBySpendCap')}</> : null}
          </p>
        );
        const historyLink = (
          <p>
            <Link to={href(paths.roamingHistory)}>{t('hub.historyLink')}</Link>
          </p>
        );
        if (layout === 'preview') {
          return (
            <div className="roaming-hub roaming-hub--preview">
              <div className="roaming-hub__main">
                {status}
                <PassFinder deviceNo={deviceNo} />
                <CurrentPass deviceNo={deviceNo} />
              </div>
              <div className="roaming-hub__side">
                <Settings deviceNo={deviceNo} />
                <SpendCapSection deviceNo={deviceNo} />
                <RoamingApplications deviceNo={deviceNo} />
                {historyLink}
              </div>
            </div>
          );
        }
        // Five sections make a long page on a phone: a menu of them comes first.
        const sections = [
          {
            name: 'current',
            title: t('current.heading'),
            part: <CurrentPass deviceNo={deviceNo} />,
          },
          { name: 'finder', title: t('finder.heading'), part: <PassFinder deviceNo={deviceNo} /> },
          { name: 'cap', title: t('cap.heading'), part: <SpendCapSection deviceNo={deviceNo} /> },
          {
            name: 'settings',
            title: t('settings.heading'),
            part: <Settings deviceNo={deviceNo} />,
          },
          {
            name: 'applications',
            title: t('applications.heading'),
            part: <RoamingApplications deviceNo={deviceNo} />,
          },
        ];
        return (
          <div className="roaming-hub">
            {status}
            <SectionMenu
              label={t('hub.sections')}
              sections={sections.map(({ name, title }) => ({ id: sectionId(name), title }))}
            />
            {historyLink}
            {sections.map(({ name, part }) => (
              <div key={name} id={sectionId(name)} className="roaming-hub__section">
                {part}
              </div>
            ))}
          </div>
        );
      }}
    </QueryView>
  );
}
