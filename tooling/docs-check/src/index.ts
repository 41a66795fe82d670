export { markdownFiles } from './internal/files';
export { checkMarkdownLinks } from './internal/links';
export type { LinkProblem } from './internal/links';
export { githubSlug, headingAnchors, markdownLinks, tableRows } from './internal/markdown';
export type { MarkdownLink } from './internal/markdown';
export {
  TEST_ONLY_PREFIXES,
  isTestOnly,
  productSettings,
  settingsProblems,
  settingsTableCounts,
  testSettings,
} from './internal/settings';
export type { SettingsDocs } from './internal/settings';
