import type { ReactNode } from 'react';

export interface LinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
  target?: string;
  rel?: string;
  'aria-label'?: string;
}

/**
 * Renders a link. Components that link somewhere take one of these so an app can hand in its router's link
 * (for example `(props) => <Link to={props.href} {...props} />`); without it they render plain anchors.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

export const renderAnchor: RenderLink = ({ href, ...rest }) => <a href={href} {...rest} />;

/** The attributes of a link that opens in a new tab without handing the new page a reference to this one. */
export const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
