import type { QuestionSetSummary } from '@quizcoop/api';
import { usePlayableQuestionSets } from '@quizcoop/api/react';
import { Button, Card, Checkbox, Spinner, buttonClassName, sprinkles } from '@quizcoop/ui';
import type { PersonalStorage } from '../../app/personalStorage';
import { toast } from '../../app/siteToasts';
import { usePersonalStorage } from '../../app/usePersonalStorage';
import { defaultPlayerName } from '@quizcoop/engine/rules';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PlayerAssignments, PlayerSlot } from '../../library/assignments';
import {
  ASSIGNMENTS_SAVED,
  PLAYER_SLOTS,
  assignedSetIds,
  readPlayerAssignments,
  savePlayerAssignments,
} from '../../library/assignments';
import { questionCountText } from '../../library/QuestionSetCard';
import { useErrorToast } from '../../library/useErrorToast';

/** The stored assignments, or none and the failure ('Failed to load assignments') when they cannot be read. */
function loadAssignments(storage: PersonalStorage): { stored: PlayerAssignments; error: Error | null } {
  try {
    return { stored: readPlayerAssignments(storage), error: null };
  } catch (error) {
    return { stored: {}, error: error as Error };
  }
}

function toggled(ids: readonly string[], setId: string, checked: boolean): string[] {
  return checked ? [...ids.filter((id) => id !== setId), setId] : ids.filter((id) => id !== setId);
}

interface PlayerSlotCardProps {
  slot: PlayerSlot;
  questionSets: readonly QuestionSetSummary[];
  chosen: readonly string[];
  onChange: (setId: string, checked: boolean) => void;
}

function PlayerSlotCard({ slot, questionSets, chosen, onChange }: PlayerSlotCardProps) {
  const playerName = defaultPlayerName(slot);
  return (
    <Card.Root as="li" padding="md">
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend>
          <Card.Title level={2}>{playerName}</Card.Title>
        </legend>
        <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' })}>
          {questionSets.map((set) => (
            <Checkbox
              key={set.id}
              label={set.game_name}
              description={questionCountText(set.question_count)}
              checked={chosen.includes(set.id)}
              onCheckedChange={(checked) => onChange(set.id, checked === true)}
              aria-label={`${set.game_name} for ${playerName}`}
            />
          ))}
        </div>
      </fieldset>
    </Card.Root>
  );
}

/**
 * /assign-question-sets: each player slot gets one or more of the teacher's own and starred sets, saved to
 * the teacher's entries of this tab, where the game's setup finds them and which a closed tab or a sign-out
 * clears.
 */
export function AssignPage() {
  const storage = usePersonalStorage();
  if (!storage) return <Spinner label="Checking your session" />;
  return <AssignmentsEditor key={storage.owner} storage={storage} />;
}

function AssignmentsEditor({ storage }: { storage: PersonalStorage }) {
  const { questionSets, isLoading, error } = usePlayableQuestionSets();
  const [loaded] = useState(() => loadAssignments(storage));
  const [assignments, setAssignments] = useState<PlayerAssignments>(loaded.stored);
  useErrorToast(loaded.error);
  useErrorToast(error);

  const change = (slot: PlayerSlot, setId: string, checked: boolean) =>
    setAssignments((current) => ({
      ...current,
      [slot]: toggled(assignedSetIds(current, slot), setId, checked),
    }));

  const save = () => {
    const playable = new Set(questionSets.map((set) => set.id));
    const kept = Object.fromEntries(
      PLAYER_SLOTS.map((slot) => [slot, assignedSetIds(assignments, slot).filter((id) => playable.has(id))]),
    ) as PlayerAssignments;
    savePlayerAssignments(kept, storage);
    setAssignments(kept);
    toast.success(ASSIGNMENTS_SAVED);
  };

  return (
    <main className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'lg' })}>
      <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md', alignItems: 'center' })}>
        <h1>Assign Sets to Players</h1>
        <Link to="/library" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          Browse the Library
        </Link>
        <Link to="/game" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          Back to Game
        </Link>
      </div>
      <p>
        Choose the question sets each player or team plays. Your own sets and the sets you starred are
        offered.
      </p>
      {isLoading ? (
        <Spinner label="Loading question sets..." />
      ) : questionSets.length === 0 ? (
        <p>
          No question sets found. <Link to="/library">Star sets in the library</Link> or create your own
          first.
        </p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
          className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })}
        >
          <ul
            className={sprinkles({
              display: 'grid',
              gridColumns: { mobile: 1, medium: 2, large: 4 },
              gap: 'md',
            })}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label="Players"
          >
            {PLAYER_SLOTS.map((slot) => (
              <PlayerSlotCard
                key={slot}
                slot={slot}
                questionSets={questionSets}
                chosen={assignedSetIds(assignments, slot)}
                onChange={(setId, checked) => change(slot, setId, checked)}
              />
            ))}
          </ul>
          <div>
            <Button type="submit">Save Assignments</Button>
          </div>
        </form>
      )}
    </main>
  );
}
