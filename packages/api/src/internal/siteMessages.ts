// The site's form messages stand alone, so a page can show them without the error translation around them.

/** The newsletter's and the site forms' messages, kept together so every screen words them alike. */
export const SITE_MESSAGES = {
  newsletterSubscribed: 'Please check your email to confirm your subscription!',
  newsletterAlreadySubscribed:
    'This email is already in our subscription list. Please check your inbox for the confirmation email.',
  newsletterFailed: 'Something went wrong. Please try again later.',
  problemReportFailed:
    'Your report could not be sent. Please try again in a moment; nothing you wrote is lost.',
  checkoutFailed: 'The checkout could not be opened. Please try again in a moment.',
} as const;
