import type { ComponentPropsWithRef } from 'react';

type Variant = 'primary' | 'secondary' | 'link';

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: Variant;
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  busy = false,
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled === true || busy}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}
