import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EcsLine, EcsLineService } from '../../api/types/ecs';
import type { EcsSession } from '../../api/ecsSession';
import { Card } from '../../components/Card';
import { SelectField } from '../../components/form/Field';
import { FormSuccess } from '../../components/form/FormAlert';
import { FaultReportForm } from '../../components/lineService/FaultReportForm';
import { QueryView } from '../../components/page/QueryView';
import { useRefusal } from '../../components/useRefusal';
import { EcsBookingForm } from './EcsBookingForm';
import { EcsPageFrame } from './EcsPageFrame';
import { EcsServiceRecords } from './EcsServiceRecords';
import {
  useGetEcsLineServiceQuery,
  useGetEcsOverviewQuery,
  useReportEcsFaultMutation,
} from './ecsApi';

/** The fault report of one line: the categories of its kind; no visit (the centre arranges it). */
function FaultReport({
  line,
  service,
  session,
}: {
  line: EcsLine;
  service: EcsLineService;
  session: EcsSession;
}) {
  const { t } = useTranslation('enterprise');
  const refusal = useRefusal('enterprise');
  const [report] = useReportEcsFaultMutation();
  const [filed, setFiled] = useState<string | null>(null);
  return (
    <>
      <FormSuccess>
        {filed ? t('service.filed', { id: filed, lineNo: line.lineNo }) : null}
      </FormSuccess>
      <FaultReportForm
        key={filed ?? 'new'}
        categories={service.categories[line.kind]}
        contact={{ name: session.user.name, phone: '' }}
        descriptionHint={t('service.descriptionHint')}
        onFiled={setFiled}
        send={async (fault) => {
          const outcome = await report({ lineNo: line.lineNo, report: fault });
          return 'error' in outcome
            ? { error: refusal.of(outcome.error) }
            : { id: outcome.data.id };
        }}
      />
    </>
  );
}

function LineService({ session, lines }: { session: EcsSession; lines: EcsLine[] }) {
  const { t } = useTranslation('enterprise');
  const service = useGetEcsLineServiceQuery(session.token);
  const [lineNo, setLineNo] = useState('');
  const line = lines.find((candidate) => candidate.lineNo === lineNo);
  return (
    <QueryView query={service} loading={t('service.loading')} errorTitle={t('service.error')}>
      {(data) => (
        <>
          <Card title={t('service.lineTitle')} stack>
            <p>{session.user.role === 'admin' ? t('service.adminNote') : t('service.staffNote')}</p>
            <SelectField
              label={t('service.line')}
              placeholder={t('service.chooseLine')}
              value={lineNo}
              onChange={setLineNo}
              options={lines.map((candidate) => ({
                value: candidate.lineNo,
                label: t('service.lineOption', {
                  lineNo: candidate.lineNo,
                  kind: t(`kinds.${candidate.kind}`),
                }),
              }))}
            />
          </Card>
          {line ? (
            <div className="ecs-service" key={line.lineNo}>
              <FaultReport line={line} service={data} session={session} />
              <EcsBookingForm lineNo={line.lineNo} slots={data.slots} />
            </div>
          ) : null}
          <EcsServiceRecords service={data} />
        </>
      )}
    </QueryView>
  );
}

/**
 * Company-line service: a fault report and a visit at the business service centre for one of
 * the lines the user may serve (every line for an administrator, their own for staff), and the
 * reports and visits so far.
 */
export default function EcsServiceScreen() {
  const { t } = useTranslation(['enterprise', 'titles']);
  return (
    <EcsPageFrame title={t('titles:ecs')}>{(session) => <Lines session={session} />}</EcsPageFrame>
  );
}

function Lines({ session }: { session: EcsSession }) {
  const { t } = useTranslation('enterprise');
  const overview = useGetEcsOverviewQuery(session.token);
  return (
    <QueryView
      query={overview}
      loading={t('main.glanceLoading')}
      errorTitle={t('main.glanceError')}
      isEmpty={(data) => data.lines.length === 0}
      emptyTitle={t('service.noLines')}
      emptyBody={t('service.noLinesBody')}
    >
      {(data) => <LineService session={session} lines={data.lines} />}
    </QueryView>
  );
}
