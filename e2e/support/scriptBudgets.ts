/**
 * The most script (bytes, gzip level 9) a first visit to each route may run: everything the page requests until
 * its network has been quiet for two seconds, the entry, its preloads and what loads in the first seconds.
 * `chunks` records each chunk's size when the budget was last set, so that a failure says which ones grew;
 * after a change that needs more, set the new figures from the failure's list and say here why.
 */
export interface ScriptBudget {
  /** Visited as a teacher who has signed in; otherwise as a newcomer. */
  signedIn: boolean;
  maxGzipBytes: number;
  chunks: Readonly<Record<string, number>>;
}

export const SCRIPT_BUDGETS: Readonly<Record<string, ScriptBudget>> = {
  '/': {
    signedIn: false,
    maxGzipBytes: 4_400,
    chunks: {
      islands: 1609,
      'islands-shared': 1549,
      start: 1175,
    },
  },
  '/auth': {
    signedIn: false,
    // The chunks shared with /game's setup are split as that screen needs them, which moves a few bytes here.
    maxGzipBytes: 175_000,
    chunks: {
      framework: 104088,
      'tanstack-query-core': 12609,
      usePersonalStorage: 9451,
      ForbiddenPage: 6567,
      index: 5304,
      useFirstScreenDone: 4916,
      ResetPasswordPage: 4189,
      NewPasswordPage: 3264,
      CheckoutCancelPage: 2961,
      backend: 2247,
      'ui-shared': 2158,
      Checkbox: 2107,
      SecondFactorForm: 1964,
      'radix-ui-primitive': 1848,
      'islands-shared': 1549,
      'radix-ui-react-presence': 1230,
      start: 1175,
      SiteFooter: 1054,
      'Alert.css': 903,
      'status-pages': 899,
      NewsletterSignup: 887,
      'field.css': 674,
      TextField: 623,
      'radix-ui-react-use-size': 472,
      Notice: 366,
      IconButton: 355,
      Alert: 339,
      Badge: 327,
      ControlGroup: 206,
    },
  },
  '/pricing': {
    signedIn: false,
    maxGzipBytes: 4_400,
    chunks: {
      islands: 1609,
      'islands-shared': 1549,
      start: 1175,
    },
  },
  '/game': {
    signedIn: false,
    // The setup screen runs the whole play session's machine, the game's included, so that one actor owns
    // setup, the games and the Score Scrambles counted across them; it also warns of sets too small to last,
    // keeps the last game's teams for setup to take back, and offers the turn timer, whose countdown runs in
    // the session's game. The reports' chunks share modules with this visit, which splits them into smaller
    // chunks that compress less well; the edge functions' client, which no first screen calls, is what keeps
    // the visit under the 200,000 bytes it is meant to stay under.
    maxGzipBytes: 198_500,
    chunks: {
      framework: 104088,
      GamePage: 29766,
      'tanstack-query-core': 12609,
      usePersonalStorage: 9451,
      ForbiddenPage: 6567,
      index: 5304,
      useFirstScreenDone: 4916,
      'ui-shared': 4177,
      CheckoutCancelPage: 2961,
      backend: 2247,
      'radix-ui-primitive': 1848,
      Switch: 1806,
      'islands-shared': 1549,
      ChoiceSelect: 1323,
      start: 1175,
      SiteFooter: 1054,
      'Alert.css': 903,
      'status-pages': 899,
      NewsletterSignup: 887,
      'field.css': 674,
      TextField: 623,
      'engine-shared': 577,
      assignments: 572,
      'radix-ui-react-use-size': 472,
      Notice: 366,
      IconButton: 355,
      Alert: 339,
      Badge: 327,
      ControlGroup: 206,
      'Select.css': 169,
    },
  },
  '/library': {
    signedIn: true,
    // The language filter and each set card's language name, with the list of set languages they share, add
    // about 340 bytes.
    maxGzipBytes: 189_500,
    chunks: {
      framework: 104088,
      'supabase-auth-js': 23895,
      'tanstack-query-core': 12707,
      usePersonalStorage: 9536,
      ForbiddenPage: 6568,
      index: 5319,
      useFirstScreenDone: 4288,
      'ui-shared': 2907,
      CheckoutCancelPage: 2878,
      LibraryPage: 2363,
      backend: 2249,
      QuestionSetsPage: 2109,
      'islands-shared': 1549,
      ChoiceSelect: 1336,
      start: 1175,
      QuestionSetCard: 1161,
      SiteFooter: 1055,
      'status-pages': 899,
      NewsletterSignup: 880,
      'field.css': 674,
      TextField: 623,
      tslib: 375,
      Badge: 327,
      ControlGroup: 206,
      'Select.css': 169,
    },
  },
  '/questions': {
    signedIn: true,
    // Each set card's language name, with the list of set languages, adds about 470 bytes.
    maxGzipBytes: 184_000,
    chunks: {
      framework: 104088,
      'supabase-auth-js': 23895,
      'tanstack-query-core': 12707,
      usePersonalStorage: 9536,
      ForbiddenPage: 6568,
      index: 5319,
      useFirstScreenDone: 4288,
      'ui-shared': 2907,
      CheckoutCancelPage: 2878,
      backend: 2249,
      QuestionSetsPage: 2109,
      'islands-shared': 1549,
      start: 1175,
      QuestionSetCard: 1161,
      SiteFooter: 1055,
      'status-pages': 899,
      NewsletterSignup: 880,
      tslib: 375,
      Badge: 327,
    },
  },
};
