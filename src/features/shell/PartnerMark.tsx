import type { PartnerMark as PartnerMarkKind } from './footerLinks';

const SHAPES: Record<PartnerMarkKind, React.ReactNode> = {
  payments: <rect x="6" y="12" width="52" height="32" rx="6" />,
  devices: <rect x="20" y="4" width="24" height="48" rx="5" />,
  content: <path d="M22 10v36l28-18z" />,
  security: <path d="M32 4 54 12v14c0 14-9 22-22 26C19 48 10 40 10 26V12z" />,
};

/** A placeholder partner logo: a plain shape that stands for no real brand. */
export function PartnerMark({ kind, label }: { kind: PartnerMarkKind; label: string }) {
  return (
    <svg
      className={`shell-partner shell-partner--${kind}`}
      viewBox="0 0 64 56"
      width="64"
      height="56"
      role="img"
      aria-label={label}
    >
      <g fill="currentColor" opacity="0.85">
        {SHAPES[kind]}
      </g>
    </svg>
  );
}
