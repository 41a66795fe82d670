import type { HTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../internal/classNames';
import { renderAnchor } from '../../internal/link';
import type { RenderLink } from '../../internal/link';
import { end, header, home } from './Header.css';

export interface HeaderProps extends HTMLAttributes<HTMLElement> {
  /** The logo; it links home. */
  logo: ReactNode;
  homeHref?: string;
  renderLink?: RenderLink;
  /** Controls beside the profile menu, such as the mute toggle and the 'End Game' and 'Setup' buttons. */
  actions?: ReactNode;
  /** Usually a ProfileMenu; left out for signed-out visitors. */
  profileMenu?: ReactNode;
}

/** The page banner: the logo linking home, then the screen's actions and the profile menu. */
export const Header = forwardRef<HTMLElement, HeaderProps>(function Header(
  { logo, homeHref = '/', renderLink = renderAnchor, actions, profileMenu, className, ...rest },
  ref,
) {
  return (
    <header ref={ref} className={cx(header, className)} {...rest}>
      {renderLink({ href: homeHref, className: home, children: logo })}
      {(actions || profileMenu) && (
        <div className={end}>
          {actions}
          {profileMenu}
        </div>
      )}
    </header>
  );
});
