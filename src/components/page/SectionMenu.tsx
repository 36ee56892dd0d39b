import './sectionMenu.css';

export interface MenuSection {
  /** The id of the element that holds the section. */
  id: string;
  /** The section's heading, as the page shows it. */
  title: string;
}

/**
 * "On this page": a menu of a long page's sections. A link scrolls its section into view and
 * moves focus there (so the next Tab continues inside it), without a router navigation or a
 * change of the address.
 */
export function SectionMenu({ label, sections }: { label: string; sections: MenuSection[] }) {
  return (
    <nav className="section-menu" aria-label={label}>
      <ul className="section-menu__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              className="section-menu__link"
              href={`#${section.id}`}
              onClick={(event) => {
                const target = document.getElementById(section.id);
                if (!target) return;
                event.preventDefault();
                if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
                // Focus scrolls the section into view as well.
                target.focus();
              }}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
