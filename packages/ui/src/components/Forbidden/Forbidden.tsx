import { StatusPage } from '../../internal/StatusPage';
import type { RenderLink } from '../../internal/link';
import { code } from './Forbidden.css';

export interface ForbiddenProps {
  homeHref?: string;
  renderLink?: RenderLink;
}

/** The 403 page, where non-admins land when they open the admin dashboard. */
export function Forbidden({ homeHref, renderLink }: ForbiddenProps) {
  return (
    <StatusPage
      code="403"
      codeClassName={code}
      title="Access Denied"
      message="You do not have permission to view this page."
      homeHref={homeHref}
      renderLink={renderLink}
    />
  );
}
