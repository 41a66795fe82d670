import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Logo } from '../Logo/Logo';
import { storyLogoSrc } from '../Logo/logoImage';
import { ProfileMenu } from '../ProfileMenu/ProfileMenu';
import { Header } from './Header';

const meta = {
  title: 'Site/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: { logo: <Logo src={storyLogoSrc} size="sm" /> },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Quiz Coop' })).toHaveAttribute('href', '/');
  },
};

export const InGame: Story = {
  args: {
    actions: (
      <>
        <Button variant="danger" size="sm" onClick={fn()}>
          End Game
        </Button>
        <Button variant="secondary" size="sm" onClick={fn()}>
          Setup
        </Button>
      </>
    ),
    profileMenu: <ProfileMenu userName="ms_hen" onLogout={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getByRole('button', { name: 'End Game' })).toBeInTheDocument();
    await expect(within(banner).getByRole('button', { name: 'Profile menu for ms_hen' })).toBeInTheDocument();
  },
};

export const LogoFailed: Story = {
  args: { logo: <Logo src="data:image/png;base64,bm90IGFuIGltYWdl" size="sm" /> },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Quiz Coop!' })).toBeInTheDocument();
  },
};

export const WithRouterLink: Story = {
  args: {
    homeHref: '/home',
    renderLink: ({ href, children, ...rest }) => (
      <a href={`#${href}`} data-router-link="" {...rest}>
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Quiz Coop' });
    await expect(link).toHaveAttribute('href', '#/home');
    await expect(link).toHaveAttribute('data-router-link');
  },
};
