// The question-set dropdown's list, fetched when a player's set is first pointed at, focused or pressed, or
// once the setup screen is idle: the screen's first paint shows only look-alike buttons.
export { QuestionSetSelect } from '@quizcoop/ui';
