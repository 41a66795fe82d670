export interface QuestionSetOption {
  id: string | number;
  gameName: string;
  questionCount: number;
}

/** 'Fractions (12)': the set's name and its question count. */
export function questionSetLabel(set: QuestionSetOption): string {
  return `${set.gameName} (${set.questionCount})`;
}

/** The chosen set's id as the list knows it: empty, null or 0 all mean that none is chosen yet. */
export function chosenSetValue(value: string | number | null | undefined): string {
  return value === null || value === undefined || String(value) === '0' ? '' : String(value);
}

/** What the closed dropdown says while no set is chosen. */
export function questionSetPlaceholder(loading: boolean): string {
  return loading ? 'Loading question sets...' : 'Select a Question Set';
}
