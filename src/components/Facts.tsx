import type { ReactNode } from 'react';
import './facts.css';

/** One label and its value. */
export type Fact = readonly [label: ReactNode, value: ReactNode];

/**
 * - `rows` (default): the label beside its value, the value under it on a narrow screen.
 * - `stacked`: the label above its value (checklists, long values).
 * - `figures`: stacked, the value large (amounts and totals to take in at a glance).
 * - `inline`: short facts side by side, wrapping (a line of a list).
 * - `split`: label at the start, value at the end, a line between rows (a payment summary).
 */
export type FactsLayout = 'rows' | 'stacked' | 'figures' | 'inline' | 'split';

/**
 * Label and value pairs as one description list (`dl`, each pair a `dt` and a `dd` in a `div`).
 * A `false`, `null` or `undefined` item is left out, so a fact can be given conditionally.
 */
export function Facts({
  items,
  layout = 'rows',
  columns = 1,
  total,
  className,
}: {
  items: readonly (Fact | false | null | undefined)[];
  layout?: FactsLayout;
  /** Facts per line from 768 px on (`rows`, `stacked`, `figures`). */
  columns?: 1 | 2 | 3;
  /** A last, emphasised pair (the sum of a `split` list). */
  total?: Fact;
  /** Layout from the feature's sheet (placement, spacing). */
  className?: string;
}) {
  const shown = items.filter((item): item is Fact => Array.isArray(item));
  const classes = [
    'facts',
    `facts--${layout}`,
    columns > 1 ? `facts--columns-${String(columns)}` : '',
    className,
  ];
  return (
    <dl className={classes.filter(Boolean).join(' ')}>
      {shown.map(([label, value], index) => (
        <div key={index} className="facts__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {total ? (
        <div className="facts__item facts__item--total">
          <dt>{total[0]}</dt>
          <dd>{total[1]}</dd>
        </div>
      ) : null}
    </dl>
  );
}
