import type { FormHTMLAttributes, ReactNode } from 'react';
import type { ApiError } from '../../api/http';
import { ConfirmStep, type ConfirmStepProps } from '../ConfirmStep';
import { Button } from '../Button';
import { Card } from '../Card';
import { ErrorSummary } from './ErrorSummary';
import { FormAlert, FormSuccess } from './FormAlert';
import type { Form as FormState } from './useForm';
import './form.css';

export type FormProps<V extends object> = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> & {
  /** The state from `useForm`. */
  form: FormState<V>;
  /** Runs with the values under the form's guard: a submit while one runs is ignored. */
  onSubmit: (values: V) => Promise<unknown> | undefined;
  /** The submit button's text. */
  submitLabel: ReactNode;
  /** More buttons in the actions row, after the submit button (back, cancel). */
  actions?: ReactNode;
  /**
   * The form's heading: it names the form (a `Card` rendered as a form, heading id from useId).
   * `plain` and `stack` are the card's options.
   */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  plain?: boolean;
  stack?: boolean;
  /** Above the error summary, under the title: the form's lead or status line. */
  heading?: ReactNode;
  /** The first line of the failed call's alert ("The recharge failed"). */
  alertTitle?: string;
  /**
   * Where the failed call shows: 'bottom' (default) above the actions; 'top' under the summary,
   * as an always-present role=alert slot (the login forms).
   */
  alertAt?: 'top' | 'bottom';
  /**
   * The failed call to show when it is not `form.failure` as it came (a carrier code put in the
   * customer's words); null shows none (the form says it at the field).
   */
  failure?: ApiError | null;
  /**
   * "Are you sure?" before the change goes out: while set, it replaces the actions row (the
   * fields stay in view); confirming runs `onConfirm` under the form's guard and a failure shows
   * in the question. Set it from the submit handler (`confirming && {…}`), clear it in `onKeep` and after
   * confirming.
   */
  confirm?:
    | (Pick<ConfirmStepProps, 'question' | 'confirmLabel' | 'keepLabel' | 'onKeep'> & {
        onConfirm: () => Promise<unknown> | undefined;
      })
    | false
    | null;
  /** What the last submit achieved ("Saved"), announced politely just above the actions. */
  success?: ReactNode;
  /** Busy from outside the form (a mutation in flight); the form's own flag always counts. */
  busy?: boolean;
  /** Keeps the submit button disabled (nothing to send yet). */
  submitDisabled?: boolean;
  /** False for a one-field form, where the message under the field says it all. */
  summary?: boolean;
  /** Extra class on the actions row. */
  actionsClassName?: string;
  children: ReactNode;
};

/**
 * The shell of a kit form: heading, error summary, the fields (children), the failed call and
 * the actions row whose submit button is busy (and disabled) while the form sends. Submitting
 * runs `onSubmit` through `form.handleSubmit`: no page load, no double submit, values kept.
 */
export function Form<V extends object>({
  form,
  onSubmit,
  submitLabel,
  actions,
  title,
  headingLevel,
  plain,
  stack,
  heading,
  alertTitle,
  alertAt = 'bottom',
  failure,
  confirm,
  success,
  busy = false,
  submitDisabled = false,
  summary = true,
  actionsClassName,
  className = 'form',
  children,
  ...rest
}: FormProps<V>) {
  const alert = (
    <FormAlert
      error={failure === undefined ? form.failure : failure}
      title={alertTitle}
      persistent={alertAt === 'top'}
    />
  );
  const body = (
    <>
      {heading}
      {summary ? <ErrorSummary items={form.summary} id={form.summaryId} /> : null}
      {alertAt === 'top' ? alert : null}
      {children}
      {confirm ? (
        <ConfirmStep
          {...confirm}
          busy={form.busy || busy}
          error={form.failure}
          onConfirm={() => void form.run(confirm.onConfirm)}
        />
      ) : (
        <>
          {alertAt === 'bottom' ? alert : null}
          <FormSuccess>{success}</FormSuccess>
          <div className={actionsClassName ? `form__actions ${actionsClassName}` : 'form__actions'}>
            <Button type="submit" busy={form.busy || busy} disabled={submitDisabled}>
              {submitLabel}
            </Button>
            {actions}
          </div>
        </>
      )}
    </>
  );
  const submit = form.handleSubmit(onSubmit);
  if (title !== undefined) {
    return (
      <Card
        {...rest}
        as="form"
        title={title}
        headingLevel={headingLevel}
        plain={plain}
        stack={stack}
        className={className}
        noValidate
        onSubmit={submit}
      >
        {body}
      </Card>
    );
  }
  return (
    <form {...rest} className={className} noValidate onSubmit={submit}>
      {body}
    </form>
  );
}
