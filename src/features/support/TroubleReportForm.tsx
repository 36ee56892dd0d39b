import { useTranslation } from 'react-i18next';
import {
  FaultReportForm,
  type ContactDefaults,
} from '../../components/lineService/FaultReportForm';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import { asApiError } from '../../state/portalApi';
import { AttachedNumbers } from './AttachedNumbers';
import {
  useFileTroubleMutation,
  useGetTroubleCategoriesQuery,
  useGetVisitSlotsQuery,
  type ForTroubleLine,
  type LineKind,
} from './supportApi';

/**
 * The report of one of the member's lines (the kit's fault report form): its categories and, for
 * a fixed line or broadband, the free visit days; a refused report reads the days again.
 */
export function TroubleReportForm({
  line,
  kind,
  contact,
  onFiled,
}: {
  line: ForTroubleLine;
  kind: LineKind;
  contact: ContactDefaults;
  onFiled: (ticketId: string) => void;
}) {
  const { t } = useTranslation('support');
  const withVisit = kind !== 'mobile';
  const categories = useGetTroubleCategoriesQuery(line);
  const slots = useGetVisitSlotsQuery(line, { skip: !withVisit });
  const [fileTrouble] = useFileTroubleMutation();

  if (categories.isLoading || slots.isLoading) return <LoadingState />;
  if (categories.error ?? slots.error) {
    return (
      <ErrorState
        error={asApiError(categories.error ?? slots.error)}
        onRetry={() => {
          void categories.refetch();
          if (withVisit) void slots.refetch();
        }}
      />
    );
  }

  return (
    <FaultReportForm
      categories={categories.data ?? []}
      visitSlots={withVisit ? (slots.data ?? []) : undefined}
      contact={contact}
      descriptionHint={t('report.descriptionHint')}
      onFiled={onFiled}
      send={async (report) => {
        const outcome = await fileTrouble({ ...line, kind, report });
        if ('error' in outcome) {
          if (withVisit && !slots.isUninitialized) void slots.refetch();
          return { error: asApiError(outcome.error) };
        }
        return { id: outcome.data.id };
      }}
      phoneChoices={(phone, choose) => (
        <AttachedNumbers line={line} phone={phone} onChoose={choose} />
      )}
    />
  );
}
