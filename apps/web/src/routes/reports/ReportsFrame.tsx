import { buttonClassName, sprinkles } from '@quizcoop/ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

const TABS = [
  { path: '/reports', label: 'Games' },
  { path: '/reports/hardest-questions', label: 'Hardest questions' },
] as const;

/**
 * The frame of the reports' pages: their title, and the way between the games and the hardest questions, which
 * keeps the filters chosen on either.
 */
export function ReportsFrame({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <main className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'lg' })}>
      <h1>Reports</h1>
      <nav aria-label="Reports" className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' })}>
        {TABS.map((tab) => {
          const current = pathname === tab.path;
          return (
            <Link
              key={tab.path}
              to={{ pathname: tab.path, search }}
              aria-current={current ? 'page' : undefined}
              className={buttonClassName({ variant: current ? 'primary' : 'secondary', size: 'sm' })}
            >
              {tab.label}
            </Link>
          );
        })}
      </nav>
      {children}
    </main>
  );
}
