import type { QuestionSetSummary } from '@quizcoop/api';
import { Badge, Card, Skeleton, sprinkles } from '@quizcoop/ui';
import type { ReactNode } from 'react';
import { setLanguageBadgeText } from './setLanguageChoices';

/** 'K' reads as kindergarten; the other grades are numbers. */
export function gradeLabel(grade: string): string {
  return grade === 'K' ? 'Kindergarten' : `Grade ${grade}`;
}

export function questionCountText(count: number): string {
  return count === 1 ? '1 question' : `${count} questions`;
}

export interface QuestionSetCardProps {
  set: QuestionSetSummary;
  headingLevel?: 2 | 3;
  /** The card's actions, such as the star toggle and the preview button. */
  children?: ReactNode;
}

/**
 * A question set in a list: its name, official badge, language when not English, description, question count,
 * grades and settings.
 */
export function QuestionSetCard({ set, headingLevel = 2, children }: QuestionSetCardProps) {
  const languageName = setLanguageBadgeText(set.language);
  return (
    <Card.Root as="li" padding="md" data-testid="question-set-card">
      <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'sm' })}>
        <Card.Title level={headingLevel} lang={set.language}>
          {set.game_name}
        </Card.Title>
        {set.is_official && <Badge tone="info">Official</Badge>}
        {!set.is_public && <Badge tone="neutral">Private</Badge>}
        {languageName && (
          <Badge tone="neutral" lang={set.language}>
            {languageName}
          </Badge>
        )}
      </div>
      {set.description && <Card.Description lang={set.language}>{set.description}</Card.Description>}
      <p>
        {questionCountText(set.question_count)}
        {set.intended_grades.length > 0 && ` · ${set.intended_grades.map(gradeLabel).join(', ')}`}
        {set.intended_settings.length > 0 && ` · ${set.intended_settings.join(', ')}`}
      </p>
      {children && (
        <Card.Footer className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' })}>
          {children}
        </Card.Footer>
      )}
    </Card.Root>
  );
}

/**
 * A card's outline while the sets load: a name, two lines of description, the count and a row of actions, so
 * the cards that follow take about the place it held.
 */
function QuestionSetCardPlaceholder() {
  return (
    <Card.Root as="li" padding="md">
      <Skeleton width="60%" height="1.5em" />
      <Skeleton height="1em" />
      <Skeleton width="80%" height="1em" />
      <Skeleton width="40%" height="1em" />
      <Skeleton width="8rem" height="2.25rem" />
    </Card.Root>
  );
}

/**
 * The outlines a list shows while its sets load. Enough of them push what follows the list (the next section,
 * the footer) below the first screen, so nothing in sight moves when the cards arrive.
 */
export function QuestionSetListPlaceholder({ count }: { count: number }) {
  return (
    <ul className={questionSetListClass} style={questionSetListStyle} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <QuestionSetCardPlaceholder key={index} />
      ))}
    </ul>
  );
}

/** The list that holds question set cards: one column, two from medium screens. */
export const questionSetListClass = sprinkles({
  display: 'grid',
  gridColumns: { mobile: 1, medium: 2 },
  gap: 'md',
});

/** Cards are the list's items; the list itself draws no bullets or indent. */
export const questionSetListStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
