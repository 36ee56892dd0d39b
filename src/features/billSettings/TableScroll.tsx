import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways on a narrow screen: a named region keyboard users can focus
 * to scroll it (WCAG 2.1.1).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div className="bs-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
