import type { ComponentRef } from 'react';
import { createContext, forwardRef, useContext } from 'react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { cx } from '../../../internal/classNames';
import type { ButtonProps } from '../../Button/Button';
import { Button } from '../../Button/Button';
import type { DialogContentProps, DialogRootProps } from '../../Dialog/Dialog';
import { Dialog } from '../../Dialog/Dialog';
import type { ResultsRankingProps } from '../ResultsRanking/ResultsRanking';
import { ResultsRanking } from '../ResultsRanking/ResultsRanking';
import { printable } from './ResultsDialog.css';

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

export interface ResultsDialogRankingProps extends ResultsRankingProps {
  /** The sentence screen readers hear as the dialog opens, naming the winner or the tied winners. */
  summary: string;
}

/** Players as ranked, the crowned first, each with its answers behind 'View Details'. */
const Ranking = forwardRef<HTMLOListElement, ResultsDialogRankingProps>(function ResultsDialogRanking(
  { summary: spoken, ...rest },
  ref,
) {
  return (
    <>
      <VisuallyHidden asChild>
        <Dialog.Description>{spoken}</Dialog.Description>
      </VisuallyHidden>
      <ResultsRanking ref={ref} {...rest} />
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
