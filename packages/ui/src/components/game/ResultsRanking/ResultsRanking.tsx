import type { HTMLAttributes } from 'react';
import { forwardRef, useId, useState } from 'react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { cx } from '../../../internal/classNames';
import { Button } from '../../Button/Button';
import { Table } from '../../Table/Table';
import { CrownIcon } from '../internal/CrownIcon';
import { playerColorStyle } from '../internal/playerColor';
import { PlayerMarker } from '../internal/PlayerMarker';
import {
  accuracy as accuracyStyle,
  accuracyLabel,
  details,
  entry,
  name as nameStyle,
  rank as rankStyle,
  ranking,
  score as scoreStyle,
  summary,
} from './ResultsRanking.css';

/** One row of a player's answers, worded by the game. */
export interface ResultsAnswer {
  /** The question's number in the player's game, from 1. */
  questionNumber: number;
  /** 'Normal', 'Bonus' or 'Punishment'. */
  typeLabel: string;
  result: 'Correct' | 'Incorrect';
  /** Points gained or lost on it, signed: '+15', '0', '-10'. */
  pointsLabel: string;
}

/** A player's place in the results, as the game ranked and worded it. */
export interface ResultsPlayer {
  id: number;
  name: string;
  color: string;
  /** 1 for the best score; players on the same score share a rank. */
  rank: number;
  crown: boolean;
  /** 'N pts'. */
  scoreLabel: string;
  /** 'correct/total (percent%)'. */
  accuracy: string;
  rows: readonly ResultsAnswer[];
}

interface PlayerResultProps {
  player: ResultsPlayer;
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
          {player.crown ? <CrownIcon /> : null}
          <VisuallyHidden>{`Rank ${player.rank}: `}</VisuallyHidden>
          {player.rank === 1 ? null : <span aria-hidden="true">{player.rank}</span>}
        </span>
        <span className={nameStyle}>
          <PlayerMarker color={player.color} />
          {player.name}
        </span>
        <span className={scoreStyle}>{player.scoreLabel}</span>
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
          <span className={accuracyLabel}>Accuracy:</span> {player.accuracy}
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
            {player.rows.map((answer) => (
              <Table.Row key={answer.questionNumber} data-result={answer.result.toLowerCase()}>
                <Table.Cell>{answer.questionNumber}</Table.Cell>
                <Table.Cell>{answer.typeLabel}</Table.Cell>
                <Table.Cell>{answer.result}</Table.Cell>
                <Table.Cell numeric>{answer.pointsLabel}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </div>
    </li>
  );
}

export interface ResultsRankingProps extends HTMLAttributes<HTMLOListElement> {
  /** Best first, as the game ranked them. */
  players: readonly ResultsPlayer[];
}

/**
 * Players as ranked, the crowned first, each with its answers behind 'View Details': what the results dialog
 * shows at the end of a game, and a kept game's report shows again later.
 */
export const ResultsRanking = forwardRef<HTMLOListElement, ResultsRankingProps>(function ResultsRanking(
  { players, className, ...rest },
  ref,
) {
  return (
    <ol ref={ref} className={cx(ranking, className)} {...rest}>
      {players.map((player) => (
        <PlayerResult key={player.id} player={player} />
      ))}
    </ol>
  );
});
