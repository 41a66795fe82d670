/**
 * The paths of the site's information pages, in the route table's order. They live apart from the pages'
 * content so the route table can name them without loading the pages.
 */
export const INFO_PATHS = [
  '/about',
  '/help',
  '/faq',
  '/privacy',
  '/privacy-pledge',
  '/terms',
  '/security',
  '/accessibility',
  '/support',
] as const;
