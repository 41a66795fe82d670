/** The attribute on the document element that hides the educator-testing banner: this host is no testing copy. */
export const NOT_A_TESTING_HOST_ATTRIBUTE = 'data-not-a-testing-host';
