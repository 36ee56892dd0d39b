import { Fragment, type ReactNode } from 'react';
import './planCard.css';

/**
 * What a plan or pack is, as the content of a choice (a `RadioGroup` option with
 * `layout="plans"`) or of a list item: its name, then the price as the largest thing on the card
 * (with its period: "/ month"), then one line per detail and an optional note (what changes
 * against the current plan). Phrasing content only, so that it may sit inside a label.
 */
export function PlanCard({
  name,
  price,
  period,
  details = [],
  note,
}: {
  name: ReactNode;
  /** The amount, already formatted (`formatMoney`). */
  price: ReactNode;
  period?: ReactNode;
  details?: readonly ReactNode[];
  note?: ReactNode;
}) {
  // The spaces between the parts keep the words apart in the choice's accessible name (a flex
  // column lays them out without them).
  return (
    <span className="plan-card">
      <span className="plan-card__name">{name}</span>{' '}
      <span className="plan-card__price">
        {price}
        {period ? (
          <>
            {' '}
            <span className="plan-card__period">{period}</span>
          </>
        ) : null}
      </span>
      {details.map((detail, index) => (
        // The details are fixed lines of one plan: their place is their identity.
        <Fragment key={index}>
          {' '}
          <span className="plan-card__detail">{detail}</span>
        </Fragment>
      ))}
      {note ? (
        <>
          {' '}
          <span className="plan-card__note">{note}</span>
        </>
      ) : null}
    </span>
  );
}
