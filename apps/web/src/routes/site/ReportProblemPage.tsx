import type { ProblemReportErrors, ProblemReportInput } from '@quizcoop/api';
import {
  PROBLEM_CATEGORIES,
  PROBLEM_DESCRIPTION_MAX_LENGTH,
  SITE_MESSAGES,
  submitProblemReport,
  validateProblemReport,
} from '@quizcoop/api';
import { useBackendClient } from '@quizcoop/api/react';
import { Alert, Button, Notice, Select, TextField, Textarea, sprinkles } from '@quizcoop/ui';
import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SitePage } from '../../app/SiteLayout';

const emptyReport: ProblemReportInput = { category: '', description: '', contactEmail: '' };

type Status = 'editing' | 'sending' | 'sent' | 'failed';

/** /report-problem: a problem report from anyone, stored for the admins to triage. */
export function ReportProblemPage() {
  const client = useBackendClient();
  const location = useLocation();
  const categoryId = useId();
  const [report, setReport] = useState(emptyReport);
  const [errors, setErrors] = useState<ProblemReportErrors>({});
  const [status, setStatus] = useState<Status>('editing');
  const categoryRef = useRef<HTMLButtonElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const change = (field: keyof ProblemReportInput, value: string) => {
    setReport((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateProblemReport(report);
    setErrors(found);
    if (found.category) return categoryRef.current?.focus();
    if (found.description) return descriptionRef.current?.focus();
    if (found.contactEmail) return emailRef.current?.focus();
    setStatus('sending');
    try {
      const from = (location.state as { from?: string } | null)?.from;
      await submitProblemReport(client, {
        ...report,
        page: from ?? document.referrer,
        userAgent: navigator.userAgent,
      });
      setStatus('sent');
    } catch (error) {
      console.error('The problem report could not be stored:', error);
      setStatus('failed');
    }
  };

  if (status === 'sent') {
    return (
      <SitePage title="Report a Problem">
        <Notice title="Thank you! Your report has been sent.">
          {report.contactEmail.trim()
            ? `We read every report. If we need more details we will write to ${report.contactEmail.trim()}.`
            : 'We read every report and use them to decide what to fix first.'}
        </Notice>
        <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' })}>
          <Button
            variant="secondary"
            onClick={() => {
              setReport(emptyReport);
              setStatus('editing');
            }}
          >
            Report another problem
          </Button>
          <Link to="/">Return to Home</Link>
        </div>
      </SitePage>
    );
  }

  const categoryErrorId = `${categoryId}-error`;
  return (
    <SitePage
      title="Report a Problem"
      intro="Something not working, a question with a mistake, or a barrier to using Quiz Coop? Tell us and we will look into it."
    >
      {status === 'failed' && (
        <Alert title="Your report was not sent">{SITE_MESSAGES.problemReportFailed}</Alert>
      )}
      <form
        noValidate
        aria-label="Problem report"
        onSubmit={(event) => void submit(event)}
        className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
      >
        <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' })}>
          <label htmlFor={categoryId}>What is the problem about?</label>
          <Select.Root value={report.category} onValueChange={(value) => change('category', value)}>
            <Select.Trigger
              ref={categoryRef}
              id={categoryId}
              placeholder="Choose a category"
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={errors.category ? categoryErrorId : undefined}
            />
            <Select.Content>
              {PROBLEM_CATEGORIES.map((category) => (
                <Select.Item key={category} value={category}>
                  {category}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          {errors.category && (
            <p id={categoryErrorId} role="alert">
              {errors.category}
            </p>
          )}
        </div>
        <Textarea
          ref={descriptionRef}
          label="What happened?"
          hint="What you did, what you expected and what you saw instead. Please leave out students' personal details."
          rows={6}
          maxLength={PROBLEM_DESCRIPTION_MAX_LENGTH}
          required
          value={report.description}
          error={errors.description}
          onChange={(event) => change('description', event.target.value)}
        />
        <TextField
          ref={emailRef}
          label="Your email (optional)"
          hint="Only if you would like an answer."
          type="email"
          autoComplete="email"
          value={report.contactEmail}
          error={errors.contactEmail}
          onChange={(event) => change('contactEmail', event.target.value)}
        />
        <div>
          <Button type="submit" busy={status === 'sending'} busyLabel="Sending...">
            Send Report
          </Button>
        </div>
      </form>
    </SitePage>
  );
}
