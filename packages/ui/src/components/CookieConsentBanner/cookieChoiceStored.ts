/** The attribute on the document element that hides the cookie consent banner: a choice is already stored. */
export const COOKIE_CHOICE_STORED_ATTRIBUTE = 'data-cookie-choice-stored';
