import { toast } from '../app/siteToasts';
import { useEffect } from 'react';

/** Shows a failure's message as an error toast once per failure: a screen that could not load says why. */
export function useErrorToast(error: Error | null | undefined): void {
  useEffect(() => {
    if (error) toast.error(error.message);
  }, [error]);
}
