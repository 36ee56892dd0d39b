import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TroubleChecks } from './TroubleChecks';
import type { ContactDefaults } from '../../components/lineService/FaultReportForm';
import { TroubleReportForm } from './TroubleReportForm';
import { TroubleTickets } from './TroubleTickets';
import type { ForTroubleLine, LineKind } from './supportApi';

/** One number's fault journey: the checks, the report, then my reports. */
export function TroubleJourney({
  line,
  kind,
  contact,
}: {
  line: ForTroubleLine;
  kind: LineKind;
  contact: ContactDefaults;
}) {
  const { t } = useTranslation('support');
  const [filed, setFiled] = useState<string | null>(null);
  const receipt = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (filed) receipt.current?.focus();
  }, [filed]);

  return (
    <div className="sp-stack">
      <TroubleChecks line={line} kind={kind} />
      {filed ? (
        <div className="card service-section" ref={receipt} tabIndex={-1} role="status">
          <p className="state__title">{t('report.filedTitle')}</p>
          <p>{t('report.filedBody', { id: filed })}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={(event) => {
              // The second click of a double click on "Send" lands here once the report is filed.
              if (event.detail < 2) setFiled(null);
            }}
          >
            {t('report.another')}
          </button>
        </div>
      ) : (
        <TroubleReportForm line={line} kind={kind} contact={contact} onFiled={setFiled} />
      )}
      <TroubleTickets line={line} />
    </div>
  );
}
