import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';
import { breakpoints } from '../../../theme/tokens';
import { playerColorVar } from '../internal/playerColor.css';

/** One screen hosts up to four players, so the grid has four player slots. */
const PLAYER_SLOTS = 4;

/** Each player's card is four grid rows tall: its header, then its name, its question set and its colour. */
const partRow = { header: 0, name: 1, set: 2, colour: 3 } as const;
const ROWS_PER_PLAYER = Object.keys(partRow).length;
type Part = keyof typeof partRow | 'frame';

const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
const medium = `screen and (min-width: ${breakpoints.medium}px)`;
const large = `screen and (min-width: ${breakpoints.large}px)`;
const leftEdge = '4px';

/**
 * The screen lists each kind of field for all players before the next kind, so the keyboard visits every
 * name first, yet shows every player's fields in that player's card: placement, not source order, builds the
 * cards. Cards sit one per row on small screens, two on medium screens and four on large ones, as before.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: columns(1),
  gap: vars.space.md,
  '@media': {
    [medium]: { gridTemplateColumns: columns(2) },
    [large]: { gridTemplateColumns: columns(4) },
  },
});

function area(slot: number, perRow: number, part: Part) {
  const column = String((slot % perRow) + 1);
  const top = Math.floor(slot / perRow) * ROWS_PER_PLAYER + 1;
  if (part === 'frame') return { gridColumn: column, gridRow: `${top} / span ${ROWS_PER_PLAYER}` };
  return { gridColumn: column, gridRow: String(top + partRow[part]) };
}

const parts: Record<Part, Part> = {
  frame: 'frame',
  header: 'header',
  name: 'name',
  set: 'set',
  colour: 'colour',
};

/** Where each part of the player in a slot goes, at every screen width. */
export const placement = Array.from({ length: PLAYER_SLOTS }, (_, slot) =>
  styleVariants(parts, (part) => ({
    ...area(slot, 1, part),
    '@media': { [medium]: area(slot, 2, part), [large]: area(slot, 4, part) },
  })),
);

/** The card itself: drawn behind its player's fields, which share its cells. */
export const frame = style({
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderLeft: `${leftEdge} solid ${playerColorVar}`,
  // The player colour only tints the card: text stays on a near-neutral ground and keeps its contrast.
  background: `color-mix(in srgb, ${playerColorVar} 8%, ${vars.color.surface})`,
});

/** Keeps a field inside its card's border, as the card's padding would. */
export const inCard = style({
  minWidth: 0,
  marginLeft: `calc(${vars.space.md} + ${leftEdge})`,
  marginRight: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  alignSelf: 'center',
  justifySelf: 'start',
  gap: vars.space.sm,
  margin: 0,
  marginTop: vars.space.md,
  fontSize: vars.font.size.lg,
});

export const remove = style({ alignSelf: 'center', justifySelf: 'end', marginTop: vars.space.md });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const lastInCard = style({ marginBottom: vars.space.md });

/** Below every card, whatever the number of players: it spans all columns, so it fits only under them. */
export const addPlayer = style({ gridColumn: '1 / -1', justifySelf: 'start' });
