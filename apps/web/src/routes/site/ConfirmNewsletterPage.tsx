import { FunctionCallError, confirmNewsletter } from '@quizcoop/api';
import { useBackendClient } from '@quizcoop/api/react';
import { Alert, Notice, Spinner } from '@quizcoop/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { SitePage } from '../../app/SiteLayout';

const INVALID_LINK = 'This confirmation link is not valid. Please sign up for the newsletter again.';

function failureMessage(error: unknown): string {
  return error instanceof FunctionCallError && error.status !== 0 && error.status < 500
    ? error.message
    : 'We could not confirm your subscription just now. Please open the link from your email again in a few minutes.';
}

/** /confirm-newsletter?token=…: the newsletter email's link, confirming the sign-up (double opt-in). */
export function ConfirmNewsletterPage() {
  const client = useBackendClient();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const confirmation = useQuery({
    queryKey: ['newsletter-confirmation', token],
    queryFn: () => confirmNewsletter(client, token!),
    enabled: token !== null && token !== '',
    retry: false,
    staleTime: Infinity,
  });

  let outcome;
  if (!token) {
    outcome = <Alert title="This link is not complete">{INVALID_LINK}</Alert>;
  } else if (confirmation.isPending) {
    outcome = <Spinner label="Confirming your subscription..." />;
  } else if (confirmation.isError) {
    outcome = <Alert title="Your subscription is not confirmed">{failureMessage(confirmation.error)}</Alert>;
  } else {
    const { email, alreadyConfirmed } = confirmation.data;
    outcome = (
      <Notice
        title={
          alreadyConfirmed ? 'Your subscription was already confirmed' : 'Your subscription is confirmed!'
        }
        aside="You can unsubscribe at any time from the link at the foot of every newsletter."
      >
        {alreadyConfirmed
          ? `${email} is already on our newsletter list. There is nothing more to do.`
          : `Thank you! The Quiz Coop newsletter will now arrive at ${email}.`}
      </Notice>
    );
  }

  return (
    <SitePage title="Newsletter confirmation">
      {outcome}
      <p>
        <Link to="/">Return to Home</Link>
      </p>
    </SitePage>
  );
}
