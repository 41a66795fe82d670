// The rules come from the rules entry, which says where each one lives, so both entries offer the same rules
// under the same names. The machines and the read-aloud settings are this entry's own.
export type {
  SoundEffect,
  SoundName,
  ToastEffect,
  ToastKind,
  Rng,
  GamePlayer,
  PlayerColor,
  QuestionSetId,
  SetupPlayer,
  PointValue,
  QuestionType,
  AnswerOption,
  GameQuestions,
  Question,
  QuestionAccess,
  QuestionFormat,
  QuestionId,
  QuestionOrder,
  QuestionOrderBySet,
  QuestionsBySet,
  ExtraScramblesGate,
  SpinOutcome,
  WheelOdds,
  WheelSegment,
  GameEvent,
  GameEventType,
  PlayerResult,
  ResultRow,
  GameStartConditions,
  QuestionsStatus,
} from './rules';
export {
  createRng,
  assignQuestionSets,
  playerQuestionSets,
  addPlayer,
  assignQuestionSet,
  canAddPlayer,
  canRemovePlayer,
  createDefaultRoster,
  DEFAULT_PLAYER_COLORS,
  defaultPlayerName,
  hasQuestionSet,
  isBlankName,
  MAX_PLAYERS,
  MIN_PLAYERS,
  NO_QUESTION_SET,
  PLAYER_COLORS,
  recolorPlayer,
  removePlayer,
  renamePlayer,
  drawPoints,
  POINT_VALUES,
  scoreAnswer,
  ANSWER_FEEDBACK_MS,
  isMultipleChoice,
  isPlaceholderQuestion,
  NO_QUESTION_SET_TEXT,
  NO_QUESTIONS_TEXT,
  pickQuestion,
  questionOrderFor,
  withoutPunishment,
  QUESTION_RESET_MS,
  questionAccess,
  questionsForSet,
  shuffleOptions,
  FREE_LIMIT_MESSAGE,
  FREE_SCRAMBLE_LIMIT,
  isFreeLimitReached,
  isScrambleLimitReached,
  SCRAMBLE_EVERY_ROUNDS,
  SCRAMBLE_START_MESSAGE,
  scrambleCountdown,
  SCRAMBLES_UNAVAILABLE_MESSAGE,
  SCRAMBLES_UNAVAILABLE_TITLE,
  shouldStartScramble,
  spinOutcome,
  turnsUntilScramble,
  URGENT_COUNTDOWN_TURNS,
  formatSpinResult,
  spinWheel,
  WHEEL_DELAY_MS,
  WHEEL_FRAME_MS,
  WHEEL_FRAMES,
  WHEEL_SEGMENTS,
  wheelOdds,
  wheelSegmentsFor,
  YOUNG_CLASS_WHEEL_SEGMENTS,
  joinNames,
  repetitionThreshold,
  repetitionWarning,
  shouldWarnOfRepetition,
  standingHistory,
  computeResults,
  formatAccuracy,
  FREE_LIMIT_RESULTS_TITLE,
  RESULTS_TITLE,
  canStartGame,
  MISSING_SET_MESSAGE,
  QUESTIONS_FAILED_MESSAGE,
  QUESTIONS_LOADING_MESSAGE,
  startGameProblem,
} from './rules';

export type {
  QuestionsRequest,
  SetupContext,
  SetupInput,
  SetupMachineEvent,
  SetupSnapshot,
} from './internal/machines/setup';
export {
  gameInputFromSetup,
  selectCanAddPlayer,
  selectCanRemovePlayers,
  selectStartEnabled,
  setupMachine,
} from './internal/machines/setup';

export type {
  AnswerCardPhase,
  AnswerCardView,
  GameContext,
  GameEffect,
  GameInput,
  GameMachine,
  GameMachineEvent,
  GameMachineOptions,
  GameOutput,
  GameSnapshot,
  ScrambleProgress,
  WheelView,
} from './internal/machines/game';
export { createGameMachine } from './internal/machines/game';
export type { UndoneContext, UndoPoint } from './internal/machines/game-undo';
export type { AnswerCardContext, AnswerCardInput, AnswerCardSnapshot } from './internal/machines/answer-card';
export type {
  WheelContext,
  WheelInput,
  WheelMachineEvent,
  WheelSettled,
  WheelSnapshot,
} from './internal/machines/wheel';

export type {
  AnswerCardScreen,
  GamePhase,
  GameResults,
  HistoryEntryView,
  PlayerResultView,
  PointsDisplay,
  ResultRowView,
  ScoreboardEntry,
  ScoreboardView,
  ScrambleCountdown,
  GameStateReader,
  HasGameContext,
  ScrambleWheelView,
  TurnHeaderView,
} from './internal/machines/game-view';
export {
  colorName,
  selectAnswerCard,
  selectCurrentPlayer,
  selectHistory,
  selectPhase,
  selectRepetitionWarning,
  selectResults,
  selectScoreboard,
  selectScrambleCountdown,
  selectScrambleWheel,
  selectSpinner,
  selectTurnHeader,
} from './internal/machines/game-view';

export type { WheelOddsRow, WheelOddsView } from './internal/machines/wheel-odds';
export { selectWheelOdds, WHEEL_ODDS_TITLE } from './internal/machines/wheel-odds';

export type { ReadAloudSettings } from './internal/rules/read-aloud';
export {
  DEFAULT_READ_ALOUD_SETTINGS,
  READ_ALOUD_RATE,
  readAloudRate,
  readAloudSettings,
  readAloudText,
} from './internal/rules/read-aloud';
export { selectReadAloudText } from './internal/machines/read-aloud-view';

export type { PersistedChild, PersistedGame } from './internal/machines/persistence';
export { isPersistedGame, resumeGameOptions } from './internal/machines/persistence';
export { persistGame } from './internal/machines/save';

export type {
  PersistedSession,
  SessionContext,
  SessionInput,
  SessionMachine,
  SessionMachineEvent,
  SessionPorts,
  SessionSnapshot,
} from './internal/machines/session';
export { createSessionMachine } from './internal/machines/session';
export type { SessionRunOptions, SessionStorage } from './internal/machines/session-runner';
export { isPersistedSession, startSession } from './internal/machines/session-runner';
export type { SessionPhase } from './internal/machines/session-view';
export {
  selectGame,
  selectQuestionsStatus,
  selectScramblesPlayed,
  selectSessionAtRest,
  selectSessionPhase,
  selectSetup,
} from './internal/machines/session-view';
