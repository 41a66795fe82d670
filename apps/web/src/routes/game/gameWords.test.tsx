import type { PointValue, WheelSegment } from '@quizcoop/engine/rules';
import {
  selectHistory,
  selectRepetitionWarning,
  selectResults,
  selectScoreboard,
  selectScrambleCountdown,
  selectScrambleWheel,
  selectTurnHeader,
  selectWheelOdds,
} from '@quizcoop/engine';
import { POINT_VALUES, WHEEL_SEGMENTS } from '@quizcoop/engine/rules';
import type { TestGame } from '@quizcoop/engine/testing';
import { createTestGame, makeQuestionSet } from '@quizcoop/engine/testing';
import { Dialog, GameHistory, RepetitionWarning, ResultsDialog, Scoreboard, TurnHeader } from '@quizcoop/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScrambleStage } from './ScrambleStage';

/** The first seed whose game passes `test`, so every value can be shown without rigging the engine. */
function firstGameWhere(make: (seed: number) => TestGame, test: (game: TestGame) => boolean): TestGame {
  for (let seed = 1; seed < 2_000; seed += 1) {
    const game = make(seed);
    if (test(game)) return game;
  }
  throw new Error('No seed gave the game that was looked for.');
}

/** A one-player game at its first Score Scramble, the wheel having settled on `segment`. */
function spunOn(segment: WheelSegment): TestGame {
  const game = firstGameWhere(
    (seed) => createTestGame({ players: 1, isPremium: true, seed }).playRounds(5),
    (candidate) => candidate.context.scramble?.upcomingSpin.points === segment.points,
  );
  return game.spin();
}

describe('the game screens show the engine’s words exactly', () => {
  it.each([
    [5, '5 turns until Score Scramble'],
    [4, '4 turns until Score Scramble'],
    [3, '3 turns until Score Scramble'],
    [2, '2 turns until Score Scramble!'],
    [1, '1 turn until Score Scramble!'],
  ])('shows the countdown at %s turns as the engine words it: %s', (turns, words) => {
    const game = createTestGame({ players: 1 }).playRounds(5 - turns);
    const countdown = selectScrambleCountdown(game.snapshot);
    expect(countdown.turns).toBe(turns);
    const { players, countdown: shown } = selectScoreboard(game.snapshot);
    const { container } = render(<Scoreboard players={players} countdown={shown} />);
    const paragraph = container.querySelector('p');
    expect(paragraph).toHaveTextContent(countdown.text);
    expect(paragraph).toHaveAttribute('data-state', countdown.urgent ? 'urgent' : 'normal');
    expect(countdown.text).toBe(words);
  });

  it.each(WHEEL_SEGMENTS.map((segment) => [segment.points, segment] as const))(
    'shows a spin worth %s points as the engine words it',
    (points, segment) => {
      const game = spunOn(segment);
      const wheel = selectScrambleWheel(game.snapshot);
      if (!wheel?.result) throw new Error('The wheel did not settle.');
      render(
        <ScrambleStage
          wheel={wheel}
          odds={selectWheelOdds(game.snapshot)}
          onPullLever={() => undefined}
          onClose={() => undefined}
        />,
      );
      expect(screen.getByRole('status')).toHaveTextContent(`${wheel.result.text} ${segment.message}`);
      expect(wheel.result.text).toBe(`${points >= 0 ? '+' : ''}${points} Points!`);
      expect(screen.getByRole('button', { name: wheel.leverLabel })).toBeDisabled();
      expect(wheel.leverLabel).toBe('Spin Used');
      expect(screen.getByRole('button', { name: wheel.next })).toBeInTheDocument();
    },
  );

  it.each(POINT_VALUES.map(({ points }) => points))(
    'shows a right answer worth %s points in the history and the turn header as the engine words it',
    (points: PointValue) => {
      const game = firstGameWhere(
        (seed) => createTestGame({ players: 1, seed }),
        (candidate) => candidate.context.currentPoints === points,
      ).answer(true);
      const history = selectHistory(game.snapshot);
      const header = selectTurnHeader(game.snapshot);
      render(
        <>
          <TurnHeader title={header.title} pointsLabel={header.pointsLabel} color={header.color} />
          <GameHistory events={history} />
        </>,
      );
      expect(screen.getByText(`+${points} pts`)).toBe(screen.getByText(history[1]!.pointsLabel!));
      expect(screen.getByRole('status')).toHaveTextContent(`Player 1's Turn${points} pts`);
    },
  );

  it('shows the repetition warning and the results, ties crowned, as the engine words them', () => {
    const game = createTestGame({
      players: [
        { name: 'Owls', questions: makeQuestionSet(1, 4) },
        { name: 'Bees', questions: makeQuestionSet(2, 4) },
      ],
    }).playRound(false);
    const warning = selectRepetitionWarning(game.snapshot);
    expect(warning).toBe('Questions for Owls and Bees will repeat before the next Score Scramble.');
    const results = selectResults(game.endGame().snapshot);
    render(
      <>
        <RepetitionWarning message={warning} />
        <Dialog.Root open>
          <ResultsDialog.Ranking players={results.players} summary={results.summary} />
        </Dialog.Root>
      </>,
    );
    expect(screen.getByText(warning!)).toBeInTheDocument();
    expect(results.summary).toBe('Owls and Bees tie for first with 0 points.');
    expect(document.querySelectorAll('[data-crown]')).toHaveLength(2);
    expect(screen.getAllByText('0 pts')).toHaveLength(2);
  });
});
