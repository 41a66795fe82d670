export interface FooterLink {
  label: string;
  href: string;
}

/** The footer's ten links, in the order they show. */
export const footerLinks: readonly FooterLink[] = [
  { label: 'About', href: '/about' },
  { label: 'How to Play', href: '/help' },
  { label: 'Contact Us', href: '/support' },
  { label: 'FAQs', href: '/faq' },
  { label: 'Report a Problem', href: '/report-problem' },
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Data Security', href: '/security' },
  { label: 'Student Privacy Pledge', href: '/privacy-pledge' },
  { label: 'Accessibility', href: '/accessibility' },
];
