import { Button, NotFound, buttonClassName, sprinkles } from '@quizcoop/ui';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

const pageClass = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 'md',
  padding: 'xl',
  textAlign: 'center',
});

/**
 * What a page that failed to render shows instead of a blank screen (or the router's 'Unexpected Application
 * Error!'): a plain explanation, a way to try again and a way home. It replaces the whole layout, so it uses
 * plain links.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('A page failed to render:', error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main>
        <NotFound />
      </main>
    );
  }
  return (
    <main className={pageClass}>
      <h1>Something went wrong</h1>
      <p>
        This page ran into a problem and could not be shown. Your games and question sets are safe. Try
        loading the page again; if it keeps happening, please tell us what you were doing.
      </p>
      <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', justifyContent: 'center' })}>
        <Button onClick={() => window.location.reload()}>Try Again</Button>
        <a className={buttonClassName({ variant: 'secondary' })} href="/">
          Return to Home
        </a>
        <a className={buttonClassName({ variant: 'ghost' })} href="/report-problem">
          Report a Problem
        </a>
      </div>
    </main>
  );
}
