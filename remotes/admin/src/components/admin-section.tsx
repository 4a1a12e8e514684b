import { Card } from '@scoreline/ui';
import { useId, type ReactNode } from 'react';

export interface AdminSectionProps {
  readonly title: string;
  readonly description?: ReactNode;
  /** 'danger': the section's main action rewrites stored data (a migration, a recalculation of every prediction). */
  readonly tone?: 'default' | 'danger';
  readonly children: ReactNode;
}

/** The anchor of a section, from its title ('CRITICAL FIX' → 'critical-fix'): the panel's navigation links to it. */
export function sectionAnchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** One section of the unlocked panel: a card headed by its title (a landmark for screen readers). */
export function AdminSection({ title, description, tone = 'default', children }: AdminSectionProps) {
  const headingId = useId();
  return (
    <Card as="section" tone={tone} className="ad-section" aria-labelledby={headingId} id={sectionAnchor(title)}>
      <h2 id={headingId} className="ad-section__title">
        {title}
      </h2>
      {description ? <div className="ad-section__description">{description}</div> : null}
      {children}
    </Card>
  );
}

export function ActionRow({ children }: { readonly children: ReactNode }) {
  return <div className="ad-actions">{children}</div>;
}
