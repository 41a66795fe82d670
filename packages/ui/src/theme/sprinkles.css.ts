import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './theme.css';
import { breakpoints } from './tokens';

const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    medium: { '@media': `screen and (min-width: ${breakpoints.medium}px)` },
    large: { '@media': `screen and (min-width: ${breakpoints.large}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gridTemplateColumns: { 1: columns(1), 2: columns(2), 3: columns(3), 4: columns(4) },
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    gridColumns: ['gridTemplateColumns'],
  },
});

const fixedProperties = defineProperties({
  properties: {
    // A page area at least a screen tall keeps what follows it (the footer) out of the first screen, so content
    // that arrives late never moves anything in sight.
    minHeight: { screen: '100vh' },
  },
});

/** Layout utilities on the theme's spacing, with mobile / medium / large responsive values. */
export const sprinkles = createSprinkles(responsiveProperties, fixedProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];

/** The player cards sit in 1 column, 2 on medium screens and 4 on large ones, so four players fit a projector. */
export const playerGrid = sprinkles({
  display: 'grid',
  gridColumns: { mobile: 1, medium: 2, large: 4 },
  gap: 'md',
});
