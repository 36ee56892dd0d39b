import type { ReactNode } from 'react';

/**
 * A table that may scroll (sideways on a narrow screen, down when long): a named group that
 * keyboard users can focus to scroll it (WCAG 2.1.1).
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div className="usage-table-region" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
