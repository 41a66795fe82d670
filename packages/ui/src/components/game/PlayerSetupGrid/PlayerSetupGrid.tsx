import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { HTMLAttributes, ReactNode } from 'react';
import { Fragment, useId } from 'react';
import { cx } from '../../../internal/classNames';
import { label as labelStyle } from '../../../internal/field.css';
import { CloseIcon } from '../../../internal/icons';
import { IconButton } from '../../IconButton/IconButton';
import { TextField } from '../../TextField/TextField';
import { AddPlayerButton } from '../AddPlayerButton/AddPlayerButton';
import { ColorSwatchPicker } from '../ColorSwatchPicker/ColorSwatchPicker';
import { playerColorStyle } from '../internal/playerColor';
import { PlayerMarker } from '../internal/PlayerMarker';
import {
  addPlayer,
  frame,
  grid,
  group,
  inCard,
  lastInCard,
  placement,
  remove,
  title,
} from './PlayerSetupGrid.css';

export interface SetSelectField {
  /** Give it to the select's trigger: the player's 'Question set' label points at it. */
  id: string;
}

export interface PlayerSetupEntry {
  /** 1 to 4, in the order the players are listed; it numbers the player's card. */
  id: number;
  name: string;
  color: string;
  nameError?: ReactNode;
}

export interface PlayerSetupGridProps<Player extends PlayerSetupEntry>
  extends HTMLAttributes<HTMLDivElement> {
  /** One to four players, each shown in a card of its own; the grid has no place for a fifth. */
  players: readonly Player[];
  onNameChange: (playerId: number, name: string) => void;
  onColorChange: (playerId: number, hex: string) => void;
  /** Leave out to hide the remove buttons, as when only one player is left. */
  onRemove?: (playerId: number) => void;
  /** Leave out to hide 'Add Player', as at four players: the limit is the caller's decision. */
  onAddPlayer?: () => void;
  /** Renders a player's question-set dropdown, usually a QuestionSetSelect given these field props. */
  renderSetSelect?: (player: Player, field: SetSelectField) => ReactNode;
}

/**
 * A field's visible label, led for screen readers by its player's number: the source keeps one player's fields
 * apart, so no element can group them, and each field names its player itself.
 */
function PlayerFieldLabel({ player, children }: { player: string; children: ReactNode }) {
  return (
    <>
      <VisuallyHidden>{player}</VisuallyHidden> {children}
    </>
  );
}

/**
 * The players of the game setup screen. The tab order visits every player's name, then every question
 * set, every colour, 'Add Player' and every remove button: the fields come in that source order, and the grid
 * places each one in its player's card.
 */
export function PlayerSetupGrid<Player extends PlayerSetupEntry>({
  players,
  onNameChange,
  onColorChange,
  onRemove,
  onAddPlayer,
  renderSetSelect,
  className,
  ...rest
}: PlayerSetupGridProps<Player>) {
  const baseId = useId();
  const slots = players.flatMap((player, slot) => {
    const area = placement[slot];
    if (!area) return [];
    const fieldId = (part: string) => `${baseId}-${player.id}-${part}`;
    return [{ player, label: `Player ${player.id}`, area, fieldId }];
  });
  return (
    <div className={cx(grid, className)} {...rest}>
      {slots.map(({ player, label, area }) => (
        <Fragment key={`card-${player.id}`}>
          <div className={cx(frame, area.frame)} style={playerColorStyle(player.color)} />
          <h2 className={cx(title, inCard, area.header)}>
            <PlayerMarker color={player.color} />
            {label}
          </h2>
        </Fragment>
      ))}
      {slots.map(({ player, label, area, fieldId }) => (
        <TextField
          key={`name-${player.id}`}
          id={fieldId('name')}
          className={cx(inCard, area.name)}
          label={<PlayerFieldLabel player={label}>Name</PlayerFieldLabel>}
          value={player.name}
          onChange={(event) => onNameChange(player.id, event.target.value)}
          placeholder={`${label} name / team name`}
          error={player.nameError}
          autoComplete="off"
        />
      ))}
      {renderSetSelect
        ? slots.map(({ player, label, area, fieldId }) => (
            <div key={`set-${player.id}`} className={cx(group, inCard, area.set)}>
              <label htmlFor={fieldId('set')} className={labelStyle}>
                <PlayerFieldLabel player={label}>Question set</PlayerFieldLabel>
              </label>
              {renderSetSelect(player, { id: fieldId('set') })}
            </div>
          ))
        : null}
      {slots.map(({ player, label, area, fieldId }) => (
        <div key={`colour-${player.id}`} className={cx(group, inCard, lastInCard, area.colour)}>
          <span id={fieldId('colour')} className={labelStyle}>
            <PlayerFieldLabel player={label}>Colour</PlayerFieldLabel>
          </span>
          <ColorSwatchPicker
            aria-labelledby={fieldId('colour')}
            value={player.color}
            onValueChange={(hex) => onColorChange(player.id, hex)}
          />
        </div>
      ))}
      {onAddPlayer ? <AddPlayerButton className={addPlayer} onClick={onAddPlayer} /> : null}
      {onRemove
        ? slots.map(({ player, label, area }) => (
            <IconButton
              key={`remove-${player.id}`}
              label={`Remove ${label}`}
              size="sm"
              className={cx(inCard, remove, area.header)}
              onClick={() => onRemove(player.id)}
            >
              <CloseIcon />
            </IconButton>
          ))
        : null}
    </div>
  );
}
