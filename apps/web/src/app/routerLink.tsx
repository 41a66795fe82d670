import type { RenderLink } from '@quizcoop/ui';
import { Link } from 'react-router';

/** Hands the ui kit's linking components the router's Link, so in-app links do not reload the page. */
export const renderRouterLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;
