// The cookie settings dialog loads when it is first opened: its dialog and switch controls are not needed to
// draw a page.
export { CookieSettingsDialog } from '@quizcoop/ui';
