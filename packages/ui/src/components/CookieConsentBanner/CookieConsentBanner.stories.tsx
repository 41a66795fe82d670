import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookieSettingsDialog } from '../CookieSettingsDialog/CookieSettingsDialog';
import type { CookieConsent } from '../CookieSettingsDialog/cookieConsent';
import { GAME_SCREEN_ATTRIBUTE } from '../../internal/gameScreenMark';
import { CookieConsentBanner } from './CookieConsentBanner';

const meta = {
  title: 'Site/CookieConsentBanner',
  component: CookieConsentBanner,
  args: { onCustomize: fn(), onRejectAll: fn(), onAcceptAll: fn(), placement: 'inline' },
} satisfies Meta<typeof CookieConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ args, canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'We use cookies' });
    const buttons = within(banner).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Customize',
      'Reject All',
      'Accept All',
    ]);
    await expect(within(banner).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );

    await userEvent.click(within(banner).getByRole('button', { name: 'Reject All' }));
    await expect(args.onRejectAll).toHaveBeenCalledTimes(1);
    within(banner).getByRole('button', { name: 'Accept All' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
  },
};

export const Fixed: Story = {
  args: { placement: 'fixed' },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 320 }}>{Story()}</div>],
};

/** Beside a game screen, which nothing may cover, the banner waits in the flow of the page instead. */
export const FixedBesideAGameScreen: Story = {
  args: { placement: 'fixed' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <>
        <div {...{ [GAME_SCREEN_ATTRIBUTE]: '' }}>The game</div>
        <Story />
      </>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('region', { name: 'We use cookies' })).position).toBe(
      'static',
    );
  },
};

function BannerWithSettings({ onSave }: { onSave: (consent: CookieConsent) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <CookieConsentBanner
        placement="inline"
        onCustomize={() => setOpen(true)}
        onRejectAll={() => undefined}
        onAcceptAll={() => undefined}
      />
      <CookieSettingsDialog open={open} onOpenChange={setOpen} onSave={onSave} />
    </>
  );
}

export const CustomizeOpensSettings: Story = {
  render: () => <BannerWithSettings onSave={fn()} />,
  play: async ({ canvasElement }) => {
    const customize = within(canvasElement).getByRole('button', { name: 'Customize' });
    await userEvent.click(customize);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Cookie Settings',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    await expect(customize).toHaveFocus();
  },
};
