import type { ComponentRef, HTMLAttributes } from 'react';
import { createContext, forwardRef, useContext, useId, useState } from 'react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { cx } from '../../../internal/classNames';
import type { ButtonProps } from '../../Button/Button';
import { Button } from '../../Button/Button';
import type { DialogContentProps, DialogRootProps } from '../../Dialog/Dialog';
import { Dialog } from '../../Dialog/Dialog';
import { Table } from '../../Table/Table';
import { joinNames } from '../internal/joinNames';
import { playerColorStyle } from '../internal/playerColor';
import { PlayerMarker } from '../internal/PlayerMarker';
import { signedPoints } from '../internal/points';
import {
  accuracy as accuracyStyle,
  accuracyLabel,
  crown,
  details,
  entry,
  name as nameStyle,
  rank as rankStyle,
  ranking,
  score as scoreStyle,
  summary,
} from './ResultsDialog.css';

export interface ResultsAnswer {
  /** The question's number in the player's game, from 1. */
  questionNumber: number;
  type: 'normal' | 'bonus' | 'punishment';
  isCorrect: boolean;
  /** Points gained or lost on it. */
  points: number;
}

export interface ResultsPlayer {
  id: number;
  name: string;
  color: string;
  score: number;
  answers: readonly ResultsAnswer[];
}

export interface RankedPlayer extends ResultsPlayer {
  /** 1 for the highest score; players on the same score share a rank. */
  rank: number;
}

/** Orders players by score, highest first; equal scores share a rank and keep their order (1, 1, 3). */
export function rankPlayers(players: readonly ResultsPlayer[]): RankedPlayer[] {
  const sorted = [...players].sort((a, b) => b.score - a.score);
  return sorted.map((player) => ({
    ...player,
    rank: sorted.findIndex((other) => other.score === player.score) + 1,
  }));
}

/** 'correct/total (percent%)', the percentage rounded to a whole number. */
export function formatAccuracy(answers: readonly ResultsAnswer[]): string {
  const correct = answers.filter((answer) => answer.isCorrect).length;
  const percent = answers.length === 0 ? 0 : Math.round((correct / answers.length) * 100);
  return `${correct}/${answers.length} (${percent}%)`;
}

/** The sentence screen readers hear as the dialog opens, naming the winner or the tied winners. */
export function resultsSummary(ranked: readonly RankedPlayer[]): string {
  const winners = ranked.filter((player) => player.rank === 1);
  const top = winners[0];
  if (!top) return '';
  const points = `${top.score} ${Math.abs(top.score) === 1 ? 'point' : 'points'}`;
  if (winners.length === 1) return `${top.name} wins with ${points}.`;
  return `${joinNames(winners.map((player) => player.name))} tie for first with ${points}.`;
}

const typeLabel: Record<ResultsAnswer['type'], string> = {
  normal: 'Normal',
  bonus: 'Bonus',
  punishment: 'Punishment',
};

const LimitReachedContext = createContext(false);

export interface ResultsDialogRootProps extends DialogRootProps {
  /** The free Score Scramble limit was hit: the title says so and the dialog cannot be dismissed. */
  limitReached?: boolean;
}

function Root({ limitReached = false, ...rest }: ResultsDialogRootProps) {
  return (
    <LimitReachedContext.Provider value={limitReached}>
      <Dialog.Root {...rest} />
    </LimitReachedContext.Provider>
  );
}

export type ResultsDialogContentProps = Omit<DialogContentProps, 'dismissable'>;

/** The dialog panel with its title: 'Game Results!', or 'Free Limit Reached' without any way to dismiss it. */
const Content = forwardRef<ComponentRef<typeof Dialog.Content>, ResultsDialogContentProps>(
  function ResultsDialogContent({ children, size = 'lg', ...rest }, ref) {
    const limitReached = useContext(LimitReachedContext);
    return (
      <Dialog.Content ref={ref} size={size} dismissable={!limitReached} {...rest}>
        <Dialog.Title>{limitReached ? 'Free Limit Reached' : 'Game Results!'}</Dialog.Title>
        {children}
      </Dialog.Content>
    );
  },
);

interface PlayerResultProps {
  player: RankedPlayer;
}

function PlayerResult({ player }: PlayerResultProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <li
      className={entry}
      style={playerColorStyle(player.color)}
      data-rank={player.rank}
      data-state={open ? 'open' : 'closed'}
    >
      <div className={summary}>
        <span className={rankStyle}>
          {player.rank === 1 ? (
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={crown} data-crown="">
              <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
            </svg>
          ) : null}
          <VisuallyHidden>{`Rank ${player.rank}: `}</VisuallyHidden>
          {player.rank === 1 ? null : <span aria-hidden="true">{player.rank}</span>}
        </span>
        <span className={nameStyle}>
          <PlayerMarker color={player.color} />
          {player.name}
        </span>
        <span className={scoreStyle}>{`${player.score} pts`}</span>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide Details' : 'View Details'}
          <VisuallyHidden>{` for ${player.name}`}</VisuallyHidden>
        </Button>
      </div>
      <div id={detailsId} className={details} hidden={!open}>
        <p className={accuracyStyle}>
          <span className={accuracyLabel}>Accuracy:</span> {formatAccuracy(player.answers)}
        </p>
        <Table.Root>
          <VisuallyHidden asChild>
            <Table.Caption>{`${player.name}'s answers`}</Table.Caption>
          </VisuallyHidden>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>Q#</Table.HeaderCell>
              <Table.HeaderCell>Type</Table.HeaderCell>
              <Table.HeaderCell>Result</Table.HeaderCell>
              <Table.HeaderCell numeric>Points</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {player.answers.map((answer) => (
              <Table.Row key={answer.questionNumber} data-result={answer.isCorrect ? 'correct' : 'incorrect'}>
                <Table.Cell>{answer.questionNumber}</Table.Cell>
                <Table.Cell>{typeLabel[answer.type]}</Table.Cell>
                <Table.Cell>{answer.isCorrect ? 'Correct' : 'Incorrect'}</Table.Cell>
                <Table.Cell numeric>{signedPoints(answer.points)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </div>
    </li>
  );
}

export interface ResultsDialogRankingProps extends HTMLAttributes<HTMLOListElement> {
  players: readonly ResultsPlayer[];
}

/** Players by score with a crown for first, each with its answers behind 'View Details'. */
const Ranking = forwardRef<HTMLOListElement, ResultsDialogRankingProps>(function ResultsDialogRanking(
  { players, className, ...rest },
  ref,
) {
  const ranked = rankPlayers(players);
  return (
    <>
      <VisuallyHidden asChild>
        <Dialog.Description>{resultsSummary(ranked)}</Dialog.Description>
      </VisuallyHidden>
      <ol ref={ref} className={cx(ranking, className)} {...rest}>
        {ranked.map((player) => (
          <PlayerResult key={player.id} player={player} />
        ))}
      </ol>
    </>
  );
});

/** 'Return to Setup'. */
const ReturnToSetup = forwardRef<HTMLButtonElement, ButtonProps>(function ResultsDialogReturnToSetup(
  { children = 'Return to Setup', ...rest },
  ref,
) {
  return (
    <Button ref={ref} {...rest}>
      {children}
    </Button>
  );
});

/**
 * The end-of-game results. Compose it:
 * `<ResultsDialog.Root open limitReached={…}><ResultsDialog.Content><ResultsDialog.Ranking players={…} />
 * <ResultsDialog.Actions><ResultsDialog.ReturnToSetup onClick={…} /></ResultsDialog.Actions>
 * </ResultsDialog.Content></ResultsDialog.Root>`.
 */
export const ResultsDialog = { Root, Content, Ranking, Actions: Dialog.Actions, ReturnToSetup };
