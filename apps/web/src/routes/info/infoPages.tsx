import { GUIDE_PAGES } from './guidePages';
import type { InfoPageContent } from './infoContent';
import type { INFO_PATHS } from './infoPaths';
import { POLICY_PAGES } from './policyPages';
import { SUPPORT_PAGES } from './supportPages';

type InfoPath = (typeof INFO_PATHS)[number];

/** The site's information pages by path, written for teachers and school administrators. */
export const INFO_PAGES: Readonly<Record<string, InfoPageContent>> = {
  ...GUIDE_PAGES,
  ...POLICY_PAGES,
  ...SUPPORT_PAGES,
} satisfies Record<InfoPath, InfoPageContent>;
