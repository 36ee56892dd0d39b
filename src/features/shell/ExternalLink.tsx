import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalIcon } from './icons';

/** A link to another site of the carrier: a new tab, said so in words for screen readers. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalIcon />
      <span className="visually-hidden">{t('newTab')}</span>
    </a>
  );
}
