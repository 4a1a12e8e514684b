import { sectionAnchor } from './admin-section.tsx';

export interface PanelGroup {
  readonly name: string;
  /** The section titles in this group, as the sections are headed. */
  readonly sections: readonly string[];
  /** The group's sections rewrite stored data: named so in the navigation. */
  readonly destructive?: boolean;
}

/**
 * The panel's in-page navigation: every section by group, each a link to its card. A sidebar that
 * stays in view on wide screens, a block of links above the sections on a phone (admin.css).
 */
export function PanelNavigation({ groups }: { readonly groups: readonly PanelGroup[] }) {
  return (
    <nav className="ad-nav" aria-label="Admin panel sections">
      {groups.map((group) => (
        <div key={group.name} className="ad-nav__group">
          <h2 className={group.destructive ? 'ad-nav__name ad-nav__name--danger' : 'ad-nav__name'}>{group.name}</h2>
          <ul className="ad-nav__list">
            {group.sections.map((title) => (
              <li key={title}>
                <a className="ad-nav__link" href={`#${sectionAnchor(title)}`}>
                  {title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
