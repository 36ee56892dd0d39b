import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { loginHref } from '../../lib/loginHref';

/**
 * Where "sign in" goes from this page: the login (or the single sign-on) that comes back to the
 * whole page, path, query and fragment, through the safe return path of lib/returnPath.ts.
 */
export function useSignInHref(): string {
  const { pathname, search, hash } = useLocation();
  return loginHref(`${pathname}${search}${hash}`);
}

/** A link to sign in and come back here: in the app, or to the single sign-on. */
export function SignInLink({
  className,
  ref,
  children,
}: {
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
  children: ReactNode;
}) {
  const target = useSignInHref();
  return target.startsWith('/') ? (
    <Link ref={ref} className={className} to={target}>
      {children}
    </Link>
  ) : (
    <a ref={ref} className={className} href={target}>
      {children}
    </a>
  );
}

/**
 * Why signing in helps here, and a sign-in that comes back to this page: the member gate's
 * notice (MemberPageFrame), and a page open to visitors with more for members.
 */
export function SignInNotice({
  title,
  text,
  label,
  className,
}: {
  title?: string;
  text: string;
  /** The link's words; "Sign in" without it. */
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className ? `notice ${className}` : 'notice'}>
      {title ? <p className="state__title">{title}</p> : null}
      <p>{text}</p>
      <SignInLink className="button button--primary">{label ?? t('gate.signIn')}</SignInLink>
    </div>
  );
}
