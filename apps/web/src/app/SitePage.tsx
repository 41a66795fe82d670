import { sprinkles } from '@quizcoop/ui';
import type { ReactNode } from 'react';

const pageClass = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'lg' });

export interface SitePageProps {
  title: ReactNode;
  /** A line under the heading saying what the page is for. */
  intro?: ReactNode;
  children?: ReactNode;
}

/** The scaffolding of a site page: its main landmark, one level-1 heading and the content. */
export function SitePage({ title, intro, children }: SitePageProps) {
  return (
    <main className={pageClass} style={{ maxWidth: '60rem', marginInline: 'auto', width: '100%' }}>
      <header>
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
      </header>
      {children}
    </main>
  );
}

const centredPageClass = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 'lg',
  paddingY: 'xl',
  paddingX: 'md',
});
const centredTextClass = sprinkles({ textAlign: 'center' });

/** A page standing in one centred column: the landing page and the account screens. */
export function CentredPage({ centredText, children }: { centredText?: boolean; children: ReactNode }) {
  return (
    <main className={centredText ? `${centredPageClass} ${centredTextClass}` : centredPageClass}>
      {children}
    </main>
  );
}
