import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card.Root,
  render: (args) => (
    <Card.Root {...args} style={{ maxWidth: 360 }}>
      <Card.Title>Differentiated learning</Card.Title>
      <Card.Description>Different question sets per student in mixed groups.</Card.Description>
      <Card.Footer>
        <Button size="sm">Start Playing</Button>
      </Card.Footer>
    </Card.Root>
  ),
} satisfies Meta<typeof Card.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Flat: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Differentiated learning' }),
    ).toBeInTheDocument();
  },
};

export const Raised: Story = { args: { elevation: 'raised', padding: 'lg' } };

export const AsSection: Story = {
  args: { as: 'section', 'aria-labelledby': 'card-title' },
  render: (args) => (
    <Card.Root {...args} style={{ maxWidth: 360 }}>
      <Card.Title id="card-title" level={3}>
        Multiplayer gameplay
      </Card.Title>
      <Card.Description>Up to 4 players in rounds.</Card.Description>
    </Card.Root>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Multiplayer gameplay' }),
    ).toBeInTheDocument();
  },
};
