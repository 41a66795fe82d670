// What floats over every page, loaded once the page is idle or a toast is first shown: a page's first paint has
// none of it to show. The one Toaster with its toast function, and the notices of a lost network and of a new
// version.
import { Toaster } from '@quizcoop/ui';
import { OfflineSupport } from './offline/OfflineSupport';

export { toast } from '@quizcoop/ui';

export function Overlay() {
  return (
    <>
      <Toaster />
      <OfflineSupport />
    </>
  );
}
