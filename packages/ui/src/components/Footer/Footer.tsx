import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { HTMLAttributes, ReactNode } from 'react';
import { forwardRef, useId } from 'react';
import { cx } from '../../internal/classNames';
import { FacebookIcon, InstagramIcon, MailIcon, YouTubeIcon } from '../../internal/icons';
import { renderAnchor } from '../../internal/link';
import type { RenderLink } from '../../internal/link';
import { Badge } from '../Badge/Badge';
import { column, contact, footer, heading, link, linkList, social, socialList } from './Footer.css';
import { footerLinks } from './footerLinks';

export interface FooterProps extends HTMLAttributes<HTMLElement> {
  /** The address of the contact mail link. */
  contactEmail: string;
  /** The newsletter sign-up, usually a NewsletterForm. */
  newsletter?: ReactNode;
  renderLink?: RenderLink;
}

const socialNetworks = [
  { name: 'Facebook', Icon: FacebookIcon },
  { name: 'Instagram', Icon: InstagramIcon },
  { name: 'YouTube', Icon: YouTubeIcon },
];

/** The site footer: the ten site links, social icons marked 'Coming Soon!', contact mail and newsletter. */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  { contactEmail, newsletter, renderLink = renderAnchor, className, ...rest },
  ref,
) {
  const navHeadingId = useId();
  const socialHeadingId = useId();
  return (
    <footer ref={ref} className={cx(footer, className)} {...rest}>
      <nav aria-labelledby={navHeadingId}>
        <h2 id={navHeadingId} className={heading}>
          Quiz Coop
        </h2>
        <ul className={linkList}>
          {footerLinks.map(({ label, href }) => (
            <li key={href + label}>{renderLink({ href, className: link, children: label })}</li>
          ))}
        </ul>
      </nav>
      <div className={column}>
        <section aria-labelledby={socialHeadingId}>
          <h2 id={socialHeadingId} className={heading}>
            Follow Us
          </h2>
          <div className={social}>
            <ul className={socialList}>
              {socialNetworks.map(({ name, Icon }) => (
                <li key={name}>
                  <Icon />
                  <VisuallyHidden>{name}</VisuallyHidden>
                </li>
              ))}
            </ul>
            <Badge tone="accent">Coming Soon!</Badge>
          </div>
        </section>
        <p className={contact}>
          <MailIcon aria-hidden="true" />
          <a className={link} href={`mailto:${contactEmail}`}>
            {contactEmail}
          </a>
        </p>
      </div>
      {newsletter && <div className={column}>{newsletter}</div>}
    </footer>
  );
});
