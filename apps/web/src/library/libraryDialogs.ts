// The preview and the copy dialog travel together: one chunk the library's pages load on demand.
export { CopyQuestionSetFlow } from './CopyQuestionSetFlow';
export { QuestionSetPreviewDialog } from './QuestionSetPreviewDialog';
