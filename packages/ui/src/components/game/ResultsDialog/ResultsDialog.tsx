import type { ComponentRef, HTMLAttributes } from 'react';
import { createContext, forwardRef, useContext, useId, useState } from 'react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { cx } from '../../../internal/classNames';
import type { ButtonProps } from '../../Button/Button';
import { Button } from '../../Button/Button';
import type { DialogContentProps, DialogRootProps } from '../../Dialog/Dialog';
import { Dialog } from '../../Dialog/Dialog';
import { Table } from '../../Table/Table';
import { playerColorStyle } from '../internal/playerColor';
import { PlayerMarker } from '../internal/PlayerMarker';
import {
  accuracy as accuracyStyle,
  accuracyLabel,
  crown,
  details,
  entry,
  name as nameStyle,
  printable,
  rank as rankStyle,
  ranking,
  score as scoreStyle,
  summary,
} from './ResultsDialog.css';

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

export interface ResultsDialogRootProps extends DialogRootProps {
  title: string;
  dismissable: boolean;
}

type ResultsHeading = Pick<ResultsDialogRootProps, 'title' | 'dismissable'>;

const HeadingContext = createContext<ResultsHeading>({ title: '', dismissable: true });

/** `title` and `dismissable` come from the game: results forced by the free limit cannot be dismissed. */
const Root = ({ title, dismissable, ...rest }: ResultsDialogRootProps) => (
  <HeadingContext.Provider value={{ title, dismissable }}>
    <Dialog.Root {...rest} />
  </HeadingContext.Provider>
);

export type ResultsDialogContentProps = Omit<DialogContentProps, 'dismissable'>;

/** The dialog panel with the game's title, without any way to dismiss it when the game says so. */
const Content = forwardRef<ComponentRef<typeof Dialog.Content>, ResultsDialogContentProps>(
  function ResultsDialogContent({ children, size = 'lg', className, ...rest }, ref) {
    const { title, dismissable } = useContext(HeadingContext);
    return (
      <Dialog.Content
        ref={ref}
        size={size}
        dismissable={dismissable}
        className={cx(printable, className)}
        {...rest}
      >
        <Dialog.Title>{title}</Dialog.Title>
        {children}
      </Dialog.Content>
    );
  },
);

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
          {player.crown ? (
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

export interface ResultsDialogRankingProps extends HTMLAttributes<HTMLOListElement> {
  /** Best first, as the game ranked them. */
  players: readonly ResultsPlayer[];
  /** The sentence screen readers hear as the dialog opens, naming the winner or the tied winners. */
  summary: string;
}

/** Players as ranked, the crowned first, each with its answers behind 'View Details'. */
const Ranking = forwardRef<HTMLOListElement, ResultsDialogRankingProps>(function ResultsDialogRanking(
  { players, summary: spoken, className, ...rest },
  ref,
) {
  return (
    <>
      <VisuallyHidden asChild>
        <Dialog.Description>{spoken}</Dialog.Description>
      </VisuallyHidden>
      <ol ref={ref} className={cx(ranking, className)} {...rest}>
        {players.map((player) => (
          <PlayerResult key={player.id} player={player} />
        ))}
      </ol>
    </>
  );
});

/** One of the dialog's way-on buttons, labelled as the results word it unless given other words. */
function wayOnButton(label: string, displayName: string) {
  const WayOn = forwardRef<HTMLButtonElement, ButtonProps>(({ children = label, ...rest }, ref) => (
    <Button ref={ref} {...rest}>
      {children}
    </Button>
  ));
  WayOn.displayName = displayName;
  return WayOn;
}

/** 'Return to Setup'. */
const ReturnToSetup = wayOnButton('Return to Setup', 'ResultsDialogReturnToSetup');

/** 'Play again': a new game with the same teams and sets, where the game offers one. */
const PlayAgain = wayOnButton('Play again', 'ResultsDialogPlayAgain');

/**
 * The end-of-game results. Compose it:
 * `<ResultsDialog.Root open title={…} dismissable={…}><ResultsDialog.Content>
 * <ResultsDialog.Ranking players={…} summary={…} />
 * <ResultsDialog.Actions><ResultsDialog.PlayAgain onClick={…} />
 * <ResultsDialog.ReturnToSetup onClick={…} /></ResultsDialog.Actions>
 * </ResultsDialog.Content></ResultsDialog.Root>`.
 */
export const ResultsDialog = { Root, Content, Ranking, Actions: Dialog.Actions, PlayAgain, ReturnToSetup };
