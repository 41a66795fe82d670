import { StatusPage } from '../../internal/StatusPage';
import type { RenderLink } from '../../internal/link';
import { code } from './NotFound.css';

export interface NotFoundProps {
  homeHref?: string;
  renderLink?: RenderLink;
}

/** The 404 page for any unknown route: 'Page Not Found' with a 'Return to Home' link. */
export function NotFound({ homeHref, renderLink }: NotFoundProps) {
  return (
    <StatusPage
      code="404"
      codeClassName={code}
      title="Page Not Found"
      message="The page you are looking for does not exist or has moved."
      homeHref={homeHref}
      renderLink={renderLink}
    />
  );
}
