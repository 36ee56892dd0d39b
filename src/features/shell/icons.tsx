import {
  ArrowUp,
  Bell,
  CircleCheck,
  CircleX,
  ExternalLink,
  Info,
  Menu,
  Search,
  TriangleAlert,
  UserRound,
  X,
  type LucideIcon,
} from 'lucide-react';

/**
 * The shell's icons: the carrier's mark, and the shared icon set (lucide) everywhere else.
 * All decorative (lucide renders aria-hidden without a label); the control around each names it.
 */
interface IconProps {
  className?: string;
}

function iconOf(Icon: LucideIcon, small = false) {
  return function ShellIcon() {
    return (
      <Icon
        className={small ? 'shell-icon shell-icon--small' : 'shell-icon'}
        size={small ? 16 : 24}
      />
    );
  };
}

/** The carrier's generic mark: a signal arc over a dot, no real brand. */
export function LogoMark({ className }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="16" cy="16" r="15" fill="#fff" />
      <circle cx="16" cy="21" r="3" fill="currentColor" />
      <path
        d="M9 15a10 10 0 0 1 14 0M5.5 11.5a15 15 0 0 1 21 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

export const SearchIcon = iconOf(Search);
export const MessagesIcon = iconOf(Bell);
export const AccountIcon = iconOf(UserRound);
export const ExternalIcon = iconOf(ExternalLink, true);
export const ArrowUpIcon = iconOf(ArrowUp, true);
export const InfoIcon = iconOf(Info);
export const SuccessIcon = iconOf(CircleCheck);
export const WarningIcon = iconOf(TriangleAlert);
export const ErrorIcon = iconOf(CircleX);

export function MenuIcon({ open }: { open: boolean }) {
  const Icon = open ? X : Menu;
  return <Icon className="shell-icon" size={24} />;
}
