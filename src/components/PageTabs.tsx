import { Link } from 'react-router-dom';
import './pageTabs.css';

export interface PageTab {
  key: string;
  /** The in-app address of the tab's page. */
  to: string;
  label: string;
  current: boolean;
}

/**
 * The pages of one screen as a row of links (a `nav` named `label`; the page on show is
 * `aria-current="page"`). Each tab is an address of its own, so a reload or a shared link opens
 * the same page.
 */
export function PageTabs({
  label,
  tabs,
  className,
}: {
  label: string;
  tabs: PageTab[];
  className?: string;
}) {
  return (
    <nav className={className ? `page-tabs ${className}` : 'page-tabs'} aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          className="page-tabs__link"
          aria-current={tab.current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
