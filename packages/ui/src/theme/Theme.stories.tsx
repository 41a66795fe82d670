import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { contrastRatio } from './contrast';
import { playerGrid } from './sprinkles.css';
import { vars } from './theme.css';
import { breakpoints, defaultTokens, onPalette, palette } from './tokens';
import type { PaletteColor } from './tokens';

function Swatch({ background, color, label }: { background: string; color: string; label: ReactNode }) {
  return (
    <li
      style={{
        display: 'grid',
        placeItems: 'center',
        minHeight: 72,
        padding: 8,
        borderRadius: 12,
        border: `1px solid ${vars.color.border}`,
        background,
        color,
        fontWeight: 700,
        textAlign: 'center',
      }}
    >
      {label}
    </li>
  );
}

const listStyle = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

const paletteNames: Record<PaletteColor, string> = {
  farmGreen: 'Farm Green',
  deepYellow: 'Deep Yellow',
  barnOrange: 'Barn Orange',
  roosterRed: 'Rooster Red',
  berryPurple: 'Berry Purple',
  deepRed: 'Deep Red',
  skyBlue: 'Sky Blue',
};

function Palette() {
  return (
    <ul style={listStyle} aria-label="Player colours">
      {(Object.keys(palette) as PaletteColor[]).map((color) => (
        <Swatch
          key={color}
          background={palette[color]}
          color={onPalette[color]}
          label={
            <>
              {paletteNames[color]}
              <br />
              {contrastRatio(onPalette[color], palette[color]).toFixed(1)}:1
            </>
          }
        />
      ))}
    </ul>
  );
}

const roles: [keyof typeof vars.color, keyof typeof vars.color, string][] = [
  ['background', 'text', 'Background'],
  ['surface', 'text', 'Surface'],
  ['surfaceMuted', 'textMuted', 'Muted surface'],
  ['primary', 'primaryText', 'Primary'],
  ['accent', 'accentText', 'Accent'],
  ['danger', 'dangerText', 'Danger'],
  ['dangerSurface', 'dangerSurfaceText', 'Error alert'],
  ['infoSurface', 'infoSurfaceText', 'Notice'],
  ['successSurface', 'successSurfaceText', 'Success'],
  ['warningSurface', 'warningSurfaceText', 'Warning'],
  ['premium', 'premiumText', 'Premium'],
];

function ThemeColors() {
  return (
    <ul style={listStyle} aria-label="Theme colours">
      {roles.map(([background, color, label]) => (
        <Swatch key={label} background={vars.color[background]} color={vars.color[color]} label={label} />
      ))}
    </ul>
  );
}

const sizes = Object.keys(defaultTokens.font.size) as (keyof typeof vars.font.size)[];

function Typography() {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <p
        style={{
          margin: 0,
          fontFamily: vars.font.display,
          fontWeight: vars.font.weight.display,
          fontSize: vars.font.size.display,
        }}
      >
        Fredoka for headings
      </p>
      {sizes.map((size) => (
        <p key={size} style={{ margin: 0, fontSize: vars.font.size[size] }}>
          {size}: Atkinson Hyperlegible keeps every letter distinct (Il1 O0).
        </p>
      ))}
    </div>
  );
}

function PlayerGrid() {
  return (
    <ul className={playerGrid} style={{ margin: 0, padding: 0, listStyle: 'none' }} aria-label="Players">
      {['Player 1', 'Player 2', 'Player 3', 'Player 4'].map((name) => (
        <Swatch key={name} background={vars.color.surface} color={vars.color.text} label={name} />
      ))}
    </ul>
  );
}

const meta = {
  title: 'Theme/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlayerColours: Story = {
  render: () => <Palette />,
  play: async ({ canvasElement }) => {
    const swatches = within(canvasElement).getAllByRole('listitem');
    await expect(swatches).toHaveLength(7);
  },
};

export const Colours: Story = { render: () => <ThemeColors /> };

export const ProjectorColours: Story = {
  globals: { theme: 'projector' },
  render: () => <ThemeColors />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'projector');
    const surface = within(canvasElement).getByText('Surface');
    await expect(getComputedStyle(surface).color).toBe('rgb(0, 0, 0)');
  },
};

export const Type: Story = { render: () => <Typography /> };

export const ProjectorType: Story = { globals: { theme: 'projector' }, render: () => <Typography /> };

export const PlayerGridColumns: Story = {
  render: () => <PlayerGrid />,
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Players' });
    const width = window.innerWidth;
    const expected = width >= breakpoints.large ? 4 : width >= breakpoints.medium ? 2 : 1;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(expected);
  },
};
