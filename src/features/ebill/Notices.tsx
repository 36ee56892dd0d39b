import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../api/http';
import { useApiErrorMessage } from '../../components/useApiErrorMessage';

/** A failed submit: the carrier's message, announced, beside the form's buttons. */
export function FormAlert({ error }: { error: ApiError }) {
  const message = useApiErrorMessage(error);
  return (
    <p className="eb-alert" role="alert">
      {message}
    </p>
  );
}

/** A change that went through, announced politely. */
export function FormSuccess({ children }: { children: string }) {
  return (
    <p className="eb-success" role="status">
      {children}
    </p>
  );
}

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
