import { buttonClassName, sprinkles } from '@quizcoop/ui';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';

const tab = ({ isActive }: { isActive: boolean }) =>
  buttonClassName({ variant: isActive ? 'primary' : 'secondary', size: 'sm' });

/**
 * The frame of the reports' pages: their title, and the way between the games and the hardest questions, which
 * keeps the filters chosen on either.
 */
export function ReportsFrame({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  return (
    <main className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'lg' })}>
      <h1>Reports</h1>
      <nav aria-label="Reports" className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' })}>
        <NavLink end to={{ pathname: '/reports', search }} className={tab}>
          Games
        </NavLink>
        <NavLink to={{ pathname: '/reports/hardest-questions', search }} className={tab}>
          Hardest questions
        </NavLink>
      </nav>
      {children}
    </main>
  );
}
