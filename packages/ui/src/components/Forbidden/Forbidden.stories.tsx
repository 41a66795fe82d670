import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Forbidden } from './Forbidden';

const meta = {
  title: 'Site/Forbidden',
  component: Forbidden,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Forbidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};

export const WithRouterLink: Story = {
  args: {
    homeHref: '/game',
    renderLink: ({ href, children, ...rest }) => (
      <a href={`#${href}`} {...rest}>
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Return to Home' })).toHaveAttribute(
      'href',
      '#/game',
    );
  },
};
