// What floats over every page, loaded once the page is idle or a toast is first shown: a page's first paint has
// none of it to show. The one Toaster with its toast function, and the notices of a failed renewal, of a lost
// network and of a new version.
import { Toaster } from '@quizcoop/ui';
import { Suspense, lazy } from 'react';

export { toast } from '@quizcoop/ui';

// A chunk of its own: the notices' files are then listed here, not in the first code of every page, which
// names each file the Toaster's chunk needs.
const SiteNotices = lazy(() => import('./siteNotices').then((module) => ({ default: module.SiteNotices })));

export function Overlay() {
  return (
    <>
      <Toaster />
      <Suspense fallback={null}>
        <SiteNotices />
      </Suspense>
    </>
  );
}
