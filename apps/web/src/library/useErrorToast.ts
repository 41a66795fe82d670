import { toast } from '@quizcoop/ui';
import { useEffect } from 'react';

/** Shows a failure's message as an error toast once per failure (the spec's load-failure toasts). */
export function useErrorToast(error: Error | null | undefined): void {
  useEffect(() => {
    if (error) toast.error(error.message);
  }, [error]);
}
