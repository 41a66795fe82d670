// The one Toaster and its toast function, loaded once the page is idle or a toast is first shown: a page's
// first paint has no toast to show.
export { Toaster, toast } from '@quizcoop/ui';
