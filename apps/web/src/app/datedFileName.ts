const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A file name that sorts by date and says what it holds, e.g. quiz-coop-results-2026-11-26.csv. The date is the
 * classroom's own, so a game played late in the evening is not filed under the next day.
 */
export function datedFileName(contents: string, date: Date): string {
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `quiz-coop-${contents}-${day}.csv`;
}
