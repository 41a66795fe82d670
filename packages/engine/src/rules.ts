// The pure rules: constants, texts and functions with no XState behind them, for a page that needs a rule but
// not a running game. The machines are in the package's main entry.
export type { SoundEffect, SoundName, ToastEffect, ToastKind } from './internal/effects';

export type { Rng } from './internal/rules/rng';
export { createRng } from './internal/rules/rng';

export type { GamePlayer, PlayerColor, QuestionSetId, SetupPlayer } from './internal/rules/players';
export { assignQuestionSets, playerQuestionSets } from './internal/rules/sets';
export {
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
} from './internal/rules/players';

export type { PointValue, QuestionType } from './internal/rules/points';
export { drawPoints, POINT_VALUES, scoreAnswer } from './internal/rules/points';

export type {
  AnswerOption,
  GameQuestions,
  Question,
  QuestionAccess,
  QuestionFormat,
  QuestionId,
  QuestionOrder,
  QuestionOrderBySet,
  QuestionsBySet,
} from './internal/rules/questions';
export {
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
} from './internal/rules/questions';

export type { ExtraScramblesGate, SpinOutcome } from './internal/rules/scramble';
export {
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
} from './internal/rules/scramble';

export type { WheelOdds, WheelSegment } from './internal/rules/wheel';
export {
  formatSpinResult,
  spinWheel,
  WHEEL_DELAY_MS,
  WHEEL_FRAME_MS,
  WHEEL_FRAMES,
  WHEEL_SEGMENTS,
  wheelOdds,
  wheelSegmentsFor,
  YOUNG_CLASS_WHEEL_SEGMENTS,
} from './internal/rules/wheel';

export {
  isTurnTimerSetting,
  TURN_TIMER_CHOICES,
  TURN_TIMER_MAX_SECONDS,
  TURN_TIMER_MIN_SECONDS,
  TURN_TIMER_RANGE_MESSAGE,
  TURN_TIMER_SETTING_LABEL,
  TURN_TIMER_WARNING_SECONDS,
  turnTimerLabel,
} from './internal/rules/turn-timer';

export { emptySetWarning, joinNames, repetitionWarning, shortSetWarning } from './internal/rules/repetition';

export type { AskedQuestion, GameEvent, GameEventType } from './internal/rules/history';

export type {
  FinishedGame,
  GameEnd,
  GameRecord,
  GameRecordQuestionTurn,
  GameRecordScrambleTurn,
  GameRecordTeam,
  GameRecordTurn,
} from './internal/rules/game-record';
export { gameRecordId, recordOfGame } from './internal/rules/game-record';
export { standingHistory } from './internal/rules/history';

export type { PlayerResult, ResultRow } from './internal/rules/results';
export {
  accuracyPercent,
  computeResults,
  END_GAME_CONFIRMATION,
  formatAccuracy,
  FREE_LIMIT_EXPLANATION,
  FREE_LIMIT_RESULTS_TITLE,
  RESULTS_TITLE,
  UPGRADE_ACTION,
  USE_LAST_TEAMS,
} from './internal/rules/results';

export type { GameStartConditions, QuestionsStatus } from './internal/rules/start';
export {
  canStartGame,
  MISSING_SET_MESSAGE,
  QUESTIONS_FAILED_MESSAGE,
  QUESTIONS_LOADING_MESSAGE,
  startGameProblem,
} from './internal/rules/start';
