import { useTranslation } from 'react-i18next';
import type { EcsLine } from '../../api/types/ecs';
import { StatusBadge } from '../../components/StatusBadge';
import { DataTable } from '../../components/table/DataTable';
import { formatMoney } from '../../lib/format';

/** The company's lines the user may see: number, kind, product, amount due, open fault. */
export function EcsLinesTable({
  lines,
  caption,
  withProduct = true,
}: {
  lines: readonly EcsLine[];
  caption: string;
  withProduct?: boolean;
}) {
  const { t } = useTranslation('enterprise');
  return (
    <DataTable
      caption={caption}
      rows={lines}
      rowKey={(line) => line.lineNo}
      empty={t('lines.empty')}
      narrow="cards"
      columns={[
        { key: 'lineNo', header: t('lines.lineNo'), cell: (line) => line.lineNo, rowHeader: true },
        { key: 'kind', header: t('lines.kind'), cell: (line) => t(`kinds.${line.kind}`) },
        ...(withProduct
          ? [
              {
                key: 'product',
                header: t('lines.product'),
                cell: (line: EcsLine) => line.productName,
              },
            ]
          : []),
        {
          key: 'amount',
          header: t('lines.amountDue'),
          cell: (line) => formatMoney(line.amountDue),
          numeric: true,
        },
        {
          key: 'fault',
          header: t('lines.fault'),
          cell: (line) =>
            line.faultOpen ? (
              <StatusBadge tone="warn">{t('lines.faultOpen')}</StatusBadge>
            ) : (
              <StatusBadge tone="ok">{t('lines.noFault')}</StatusBadge>
            ),
        },
      ]}
    />
  );
}
