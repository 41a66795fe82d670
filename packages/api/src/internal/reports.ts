import type { BackendClient } from './client';

/** The kinds of problem the report form offers; stored as the report's category. */
export const PROBLEM_CATEGORIES = [
  'Bug or error',
  'Question content',
  'Accessibility barrier',
  'Account or sign-in',
  'Billing or subscription',
  'Suggestion',
  'Other',
] as const;

export type ProblemCategory = (typeof PROBLEM_CATEGORIES)[number];

export const PROBLEM_DESCRIPTION_MAX_LENGTH = 5000;

export const PROBLEM_REPORT_MESSAGES = {
  categoryRequired: 'Please choose what the problem is about',
  descriptionRequired: 'Please describe the problem',
  descriptionTooLong: `Please keep the description under ${PROBLEM_DESCRIPTION_MAX_LENGTH} characters`,
  contactEmailInvalid: 'Please enter a valid email address',
} as const;

export interface ProblemReportInput {
  category: string;
  description: string;
  /** Optional: where we may answer. */
  contactEmail: string;
}

export type ProblemReportErrors = Partial<Record<keyof ProblemReportInput, string>>;

// The same shape the database's problem_reports_contact_email_format check accepts.
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Checks a report before it is sent, with a message per field to fix. */
export function validateProblemReport({
  category,
  description,
  contactEmail,
}: ProblemReportInput): ProblemReportErrors {
  const errors: ProblemReportErrors = {};
  if (!(PROBLEM_CATEGORIES as readonly string[]).includes(category)) {
    errors.category = PROBLEM_REPORT_MESSAGES.categoryRequired;
  }
  const text = description.trim();
  if (text === '') errors.description = PROBLEM_REPORT_MESSAGES.descriptionRequired;
  else if (text.length > PROBLEM_DESCRIPTION_MAX_LENGTH) {
    errors.description = PROBLEM_REPORT_MESSAGES.descriptionTooLong;
  }
  const email = contactEmail.trim();
  if (email !== '' && (email.length > 320 || !EMAIL.test(email))) {
    errors.contactEmail = PROBLEM_REPORT_MESSAGES.contactEmailInvalid;
  }
  return errors;
}

export interface ProblemReport extends ProblemReportInput {
  /** The page the reporter came from, to help reproduce the problem. */
  page?: string;
  userAgent?: string;
}

/**
 * Files a problem report, as a visitor or in the signed-in user's name. Visitors cannot read reports back, so
 * nothing is asked to be returned (PostgREST's `return=minimal`).
 */
export async function submitProblemReport(client: BackendClient, report: ProblemReport): Promise<void> {
  const contactEmail = report.contactEmail.trim();
  const { error } = await client.from('problem_reports').insert({
    category: report.category,
    description: report.description.trim(),
    contact_email: contactEmail === '' ? null : contactEmail,
    page: report.page?.slice(0, 2000) ?? null,
    user_agent: report.userAgent?.slice(0, 1000) ?? null,
  });
  if (error) throw error;
}
