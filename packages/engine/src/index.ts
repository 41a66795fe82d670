// The machines, their selectors and the read-aloud settings. The pure rules (constants, texts and functions with
// no XState behind them) are the rules entry's, `@quizcoop/engine/rules`, and named there only.
export type {
  QuestionsRequest,
  SetSizeWarning,
  SetupContext,
  SetupInput,
  SetupMachineEvent,
  SetupSnapshot,
} from './internal/machines/setup';
export {
  gameInputFromSetup,
  selectCanAddPlayer,
  selectCanRemovePlayers,
  selectSetWarnings,
  selectStartEnabled,
  setupMachine,
} from './internal/machines/setup';

export type {
  AnswerCardPhase,
  AnswerCardView,
  GameContext,
  GameEffect,
  GameEnding,
  GameInput,
  GameMachine,
  GameMachineEvent,
  GameMachineOptions,
  GameOutput,
  GameSnapshot,
  ScrambleProgress,
  TurnTimerReading,
  TurnTimerStatus,
  WheelView,
} from './internal/machines/game';
export { createGameMachine } from './internal/machines/game';
export type { UndoneContext, UndoPoint } from './internal/machines/game-undo';
export type { AnswerCardContext, AnswerCardInput, AnswerCardSnapshot } from './internal/machines/answer-card';
export type {
  TurnTimerContext,
  TurnTimerEvent,
  TurnTimerInput,
  TurnTimerSnapshot,
} from './internal/machines/turn-timer';
export type {
  WheelContext,
  WheelInput,
  WheelMachineEvent,
  WheelSettled,
  WheelSnapshot,
} from './internal/machines/wheel';

export type {
  AnswerCardScreen,
  GameResults,
  HistoryEntryView,
  ScoreboardEntry,
  ScoreboardView,
  ScrambleCountdown,
  HasGameContext,
  ScrambleWheelView,
  TurnHeaderView,
} from './internal/machines/game-view';
export {
  selectAnswerCard,
  selectCurrentPlayer,
  selectHistory,
  selectRepetitionWarning,
  selectResults,
  selectScoreboard,
  selectScrambleCountdown,
  selectScrambleWheel,
  selectSpinner,
  selectTurnHeader,
} from './internal/machines/game-view';
export type { GamePhase, GameStateReader } from './internal/machines/game-phase';
export { selectPhase } from './internal/machines/game-phase';

export type { TurnCountdown, TurnTimerView } from './internal/machines/turn-timer-view';
export { selectTurnTimer } from './internal/machines/turn-timer-view';

export type { PointsDisplay } from './internal/machines/labels';
export { colorName } from './internal/machines/labels';
export type { PlayerResultView, ResultRowView } from './internal/machines/results-view';
export type { GameReport, GameReportInput, RecordedTurnView } from './internal/machines/game-report';
export { gameReport, PASSED_TURN_RESULT, SCRAMBLE_TURN_LABEL } from './internal/machines/game-report';
export { selectGameRecord } from './internal/machines/game-record-view';
// The record's shape is the rules entry's too: a page that keeps or shows records needs no machine.
export type {
  GameEnd,
  GameRecord,
  GameRecordQuestionTurn,
  GameRecordScrambleTurn,
  GameRecordTeam,
  GameRecordTurn,
} from './internal/rules/game-record';
export type { QuestionType } from './internal/rules/points';

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

export type {
  PersistedSession,
  SessionContext,
  SessionInput,
  SessionMachine,
  SessionMachineEvent,
  SessionPorts,
  SessionSnapshot,
  LastTeamsEvent,
  SetAsideEvent,
} from './internal/machines/session';
export { createSessionMachine } from './internal/machines/session';
export type { SessionKeeping, SessionRunOptions, SessionStorage } from './internal/machines/session-runner';
export {
  isPersistedSession,
  keepSession,
  openSession,
  startSession,
} from './internal/machines/session-runner';
export type {
  GameActorRef,
  GamePresses,
  SessionPhase,
  SetupActorRef,
} from './internal/machines/session-view';
export {
  selectGame,
  selectGameOnScreen,
  selectGamePresses,
  selectGameSetAside,
  selectLastTeamsOffer,
  selectQuestionsStatus,
  selectScramblesPlayed,
  selectSessionAtRest,
  selectSessionPhase,
  selectSetup,
  selectSetupActor,
} from './internal/machines/session-view';
