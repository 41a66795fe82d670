import type { ReactNode } from 'react';
import { useId } from 'react';
import { buttonClassName } from '../components/Button/Button';
import { cx } from './classNames';
import { renderAnchor } from './link';
import type { RenderLink } from './link';
import { code as codeClass, heading, message as messageClass, page } from './statusPage.css';

export interface StatusPageProps {
  code: string;
  /** Colours the status code. */
  codeClassName: string;
  title: string;
  message: ReactNode;
  homeHref?: string;
  renderLink?: RenderLink;
}

/** The layout of the error pages: status code, heading, explanation and the 'Return to Home' link. */
export function StatusPage({
  code,
  codeClassName,
  title,
  message,
  homeHref = '/',
  renderLink = renderAnchor,
}: StatusPageProps) {
  const titleId = useId();
  return (
    <section className={page} aria-labelledby={titleId}>
      <p className={cx(codeClass, codeClassName)} aria-hidden="true">
        {code}
      </p>
      <h1 id={titleId} className={heading}>
        {title}
      </h1>
      <p className={messageClass}>{message}</p>
      {renderLink({ href: homeHref, className: buttonClassName({ size: 'lg' }), children: 'Return to Home' })}
    </section>
  );
}
