import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Why this screen does not apply to the current number, and where to go instead. */
export function PointElsewhere({
  title,
  body,
  to,
  linkText,
}: {
  title: string;
  body: ReactNode;
  to?: string;
  linkText?: string;
}) {
  return (
    <div className="notice">
      <p className="state__title">{title}</p>
      <p>{body}</p>
      {to && linkText ? (
        <Link className="button button--primary" to={to}>
          {linkText}
        </Link>
      ) : null}
    </div>
  );
}
