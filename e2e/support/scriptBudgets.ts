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
    // The chunks shared with /game's setup are split as that screen needs them, which moves a few bytes here;
    // the results' ranking and words, which the reports reuse, now sit in a chunk of their own (about 120 bytes).
    maxGzipBytes: 177_000,
    chunks: {
      framework: 104088,
      useFirstScreenDone: 8631,
      'tanstack-query-core': 8470,
      usePersonalStorage: 8033,
      'supabase-functions-js': 7062,
      index: 5388,
      ResetPasswordPage: 4206,
      NewPasswordPage: 3270,
      CheckoutCancelPage: 2958,
      'api-shared': 2668,
      'ui-shared': 2156,
      Checkbox: 2105,
      SecondFactorForm: 1936,
      'radix-ui-primitive': 1848,
      'islands-shared': 1549,
      AccountMenu: 1326,
      backend: 1271,
      'radix-ui-react-presence': 1232,
      start: 1175,
      SiteFooter: 1053,
      'Alert.css': 902,
      'status-pages': 897,
      NewsletterSignup: 886,
      'field.css': 674,
      TextField: 621,
      ForbiddenPage: 516,
      'radix-ui-react-use-size': 473,
      Notice: 362,
      IconButton: 353,
      Alert: 337,
      Badge: 325,
      ControlGroup: 201,
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
    // and keeps the last game's teams for setup to take back, with the game's Play again (about 270 bytes), and
    // offers the turn timer, whose countdown runs in the session's game. The game notes when it started and
    // ended and the question of each turn, for the teacher's reports, and the results' ranking and words it
    // shares with the reports sit in a chunk of their own (about 740 bytes).
    maxGzipBytes: 200_500,
    chunks: {
      framework: 104088,
      GamePage: 29802,
      useFirstScreenDone: 8631,
      'tanstack-query-core': 8470,
      usePersonalStorage: 8033,
      'supabase-functions-js': 7062,
      index: 5388,
      'ui-shared': 4177,
      CheckoutCancelPage: 2958,
      'api-shared': 2668,
      'radix-ui-primitive': 1848,
      Switch: 1807,
      'islands-shared': 1549,
      AccountMenu: 1326,
      ChoiceSelect: 1321,
      backend: 1271,
      start: 1175,
      SiteFooter: 1053,
      'Alert.css': 902,
      'status-pages': 897,
      NewsletterSignup: 886,
      'field.css': 674,
      TextField: 621,
      'engine-shared': 577,
      assignments: 570,
      ForbiddenPage: 516,
      'radix-ui-react-use-size': 473,
      Notice: 362,
      IconButton: 353,
      Alert: 337,
      Badge: 325,
      ControlGroup: 201,
      'Select.css': 168,
    },
  },
  '/library': {
    signedIn: true,
    maxGzipBytes: 191_000,
    chunks: {
      framework: 104088,
      'supabase-auth-js': 23945,
      'api-shared': 10058,
      'tanstack-query-core': 8356,
      backend: 8016,
      useErrorToast: 6638,
      index: 5177,
      CheckoutCancelPage: 2950,
      ForbiddenPage: 2353,
      LibraryPage: 2286,
      QuestionSetsPage: 2100,
      SitePage: 1895,
      'islands-shared': 1549,
      ChoiceSelect: 1335,
      AccountMenu: 1320,
      start: 1175,
      SiteFooter: 1050,
      Badge: 991,
      'status-pages': 898,
      NewsletterSignup: 883,
      QuestionSetCard: 783,
      TextField: 619,
      downloadFile: 266,
      ControlGroup: 203,
      'Select.css': 169,
    },
  },
  '/questions': {
    signedIn: true,
    maxGzipBytes: 186_100,
    chunks: {
      framework: 104088,
      'supabase-auth-js': 23945,
      'api-shared': 10058,
      'tanstack-query-core': 8356,
      backend: 8016,
      useErrorToast: 6638,
      index: 5177,
      CheckoutCancelPage: 2950,
      ForbiddenPage: 2353,
      QuestionSetsPage: 2100,
      SitePage: 1895,
      'islands-shared': 1549,
      AccountMenu: 1320,
      start: 1175,
      SiteFooter: 1050,
      Badge: 991,
      'status-pages': 898,
      NewsletterSignup: 883,
      QuestionSetCard: 783,
    },
  },
};
