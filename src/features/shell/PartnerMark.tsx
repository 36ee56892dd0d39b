import { Clapperboard, CreditCard, ShieldCheck, Smartphone, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { href } from '../../config/paths';
import { PARTNER_PAGES, type PartnerMark as PartnerMarkKind } from './footerLinks';

const ICONS: Record<PartnerMarkKind, LucideIcon> = {
  payments: CreditCard,
  devices: Smartphone,
  content: Clapperboard,
  security: ShieldCheck,
};

/**
 * A partner's mark: an icon with its name beside it, a link to the portal's page of the service
 * it names (it looks like a button, so it must lead somewhere). Generic marks: no real brand.
 */
export function PartnerMark({
  kind,
  label,
  name,
}: {
  kind: PartnerMarkKind;
  label: string;
  name: string;
}) {
  const Icon = ICONS[kind];
  return (
    <Link
      to={href(PARTNER_PAGES[kind])}
      className={`shell-partner shell-partner--${kind}`}
      aria-label={label}
    >
      <Icon className="shell-partner__icon" size={28} aria-hidden="true" />
      <span className="shell-partner__name">{name}</span>
    </Link>
  );
}
