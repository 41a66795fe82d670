import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NewsletterForm } from '../NewsletterForm/NewsletterForm';
import { Footer } from './Footer';

const meta = {
  title: 'Site/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { contactEmail: 'hello@quizcoop.example' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Quiz Coop' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'About',
      'How to Play',
      'Contact Us',
      'FAQs',
      'Report a Problem',
      'Privacy Policy',
      'Terms of Service',
      'Data Security',
      'Student Privacy Pledge',
      'Accessibility',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Report a Problem' })).toHaveAttribute(
      'href',
      '/report-problem',
    );
    await expect(within(footer).getByText('Coming Soon!')).toBeVisible();
    await expect(within(footer).getByRole('link', { name: 'hello@quizcoop.example' })).toHaveAttribute(
      'href',
      'mailto:hello@quizcoop.example',
    );
  },
};

export const WithNewsletter: Story = {
  args: { newsletter: <NewsletterForm onSubmit={fn()} /> },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
  },
};

export const WithRouterLinks: Story = {
  args: {
    renderLink: ({ href, children, ...rest }) => (
      <a href={`#${href}`} {...rest}>
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '#/faq');
  },
};
