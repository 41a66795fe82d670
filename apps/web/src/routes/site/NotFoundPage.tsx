import { NotFound } from '@quizcoop/ui';
import { renderRouterLink } from '../../app/routerLink';

/** Any unknown path (spec §2): 'Page Not Found' with 'Return to Home'. */
export function NotFoundPage() {
  return (
    <main>
      <NotFound renderLink={renderRouterLink} />
    </main>
  );
}
