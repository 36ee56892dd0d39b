import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { PageFrame } from '../../components/page/PageFrame';
import { DataTable } from '../../components/table/DataTable';
import type { RouteKey } from '../../config/paths';
import { dialHref, readShortCodes } from './helpContent';
import { ServiceLinks } from './ServiceGroups';
import { useServiceIndex } from './useServiceIndex';
import './content.css';

/** The services customers open most, shown when this customer may use them. */
const MOST_USED: readonly RouteKey[] = [
  'bill',
  'mobileUsage',
  'prepaidTopUp',
  'roaming',
  'trouble',
  'serviceCenter',
  'myNotifySettings',
];

/** Short codes and hotlines (help.json, cheatSheet.codes), and links to the most used services. */
export default function CheatSheetScreen() {
  const { t } = useTranslation(['help', 'titles']);
  const codes = readShortCodes(t('cheatSheet.codes', { returnObjects: true }));
  const services = useServiceIndex().filter((service) => MOST_USED.includes(service.key));
  return (
    <PageFrame title={t('titles:cheatSheet')}>
      <p>{t('cheatSheet.intro')}</p>
      <div className="help-sheet">
        <Card title={t('cheatSheet.codesTitle')}>
          <DataTable
            caption={t('cheatSheet.codesTitle')}
            rows={codes}
            rowKey={(row) => row.code}
            empty={t('cookbook.empty')}
            narrow="cards"
            columns={[
              {
                key: 'code',
                header: t('cheatSheet.code'),
                rowHeader: true,
                cell: (row) => {
                  const dial = dialHref(row.code);
                  return dial ? (
                    <a href={dial} aria-label={t('cheatSheet.call', { code: row.code })}>
                      {row.code}
                    </a>
                  ) : (
                    <span className="help-sheet__code">{row.code}</span>
                  );
                },
              },
              { key: 'what', header: t('cheatSheet.what'), cell: (row) => row.what },
            ]}
          />
        </Card>
        <Card as="nav" title={t('cheatSheet.servicesTitle')}>
          <ServiceLinks services={services} />
        </Card>
      </div>
    </PageFrame>
  );
}
