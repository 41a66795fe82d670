// The hooks of the set editing screens. They have an entry of their own, apart from ./react, because an app's
// bundler keeps everything ./react re-exports with the hooks that every page loads; here they load only with
// the screens that import them.
export type { QuestionEditor } from './internal/questionEditHooks';
export { useQuestionEditor } from './internal/questionEditHooks';
export type { SavedQuestionDraft } from './internal/questionEdits';
