import type { FormEvent, ReactNode } from 'react';
import { forwardRef, useId, useRef, useState } from 'react';
import { cx } from '../../internal/classNames';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { TextField } from '../TextField/TextField';
import { form, heading, intro } from './NewsletterForm.css';
import { validateNewsletter } from './newsletterValidation';
import type { NewsletterErrors } from './newsletterValidation';

export interface NewsletterSubmission {
  email: string;
}

export interface NewsletterFormProps {
  /** Called with the trimmed address once both fields are valid; the app sends it and toasts the outcome. */
  onSubmit: (submission: NewsletterSubmission) => void;
  /** While the subscription is being sent: the button reads 'Subscribing...' and cannot be pressed again. */
  busy?: boolean;
  title?: ReactNode;
  description?: ReactNode;
  defaultEmail?: string;
  className?: string;
}

/**
 * The newsletter sign-up: an email and a consent box, checked on submit, with a message under each field at fault. Nothing typed
 * is lost on an error, and focus moves to the first field to fix.
 */
export const NewsletterForm = forwardRef<HTMLFormElement, NewsletterFormProps>(function NewsletterForm(
  {
    onSubmit,
    busy = false,
    title = 'Newsletter',
    description = 'News about Quiz Coop and new question sets, straight to your inbox.',
    defaultEmail = '',
    className,
  },
  ref,
) {
  const headingId = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLButtonElement>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateNewsletter({ email, consent });
    setErrors(found);
    if (found.email) emailRef.current?.focus();
    else if (found.consent) consentRef.current?.focus();
    else onSubmit({ email: email.trim() });
  };

  return (
    <form
      ref={ref}
      className={cx(form, className)}
      aria-labelledby={headingId}
      noValidate
      onSubmit={handleSubmit}
    >
      <h2 id={headingId} className={heading}>
        {title}
      </h2>
      {description && <p className={intro}>{description}</p>}
      <TextField
        ref={emailRef}
        label="Email address"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (errors.email) setErrors(({ email: _fixed, ...rest }) => rest);
        }}
      />
      <Checkbox
        ref={consentRef}
        name="consent"
        required
        label="Yes, send me the Quiz Coop newsletter. I can unsubscribe at any time."
        checked={consent}
        error={errors.consent}
        onCheckedChange={(checked) => {
          setConsent(checked === true);
          if (errors.consent) setErrors(({ consent: _fixed, ...rest }) => rest);
        }}
      />
      <Button type="submit" busy={busy} busyLabel="Subscribing...">
        Subscribe
      </Button>
    </form>
  );
});
