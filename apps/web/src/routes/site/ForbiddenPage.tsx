import { Forbidden } from '@quizcoop/ui';
import { renderRouterLink } from '../../app/routerLink';

/** /403: where a teacher who is not the admin lands when opening the admin dashboard. */
export function ForbiddenPage() {
  return (
    <main>
      <Forbidden renderLink={renderRouterLink} />
    </main>
  );
}
