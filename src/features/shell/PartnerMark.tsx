import { Clapperboard, CreditCard, ShieldCheck, Smartphone, type LucideIcon } from 'lucide-react';
import type { PartnerMark as PartnerMarkKind } from './footerLinks';

const ICONS: Record<PartnerMarkKind, LucideIcon> = {
  payments: CreditCard,
  devices: Smartphone,
  content: Clapperboard,
  security: ShieldCheck,
};

/**
 * A partner's mark: an icon with its name beside it, read as one labelled image (like a logo
 * with its wordmark). Generic marks: no real brand.
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
    <span className={`shell-partner shell-partner--${kind}`} role="img" aria-label={label}>
      <Icon className="shell-partner__icon" size={28} />
      <span className="shell-partner__name" aria-hidden="true">
        {name}
      </span>
    </span>
  );
}
