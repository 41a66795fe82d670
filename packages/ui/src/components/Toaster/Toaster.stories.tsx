import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TOAST_DEFAULTS, Toaster, toast } from './Toaster';

const FREE_LIMIT_WARNING =
  "You've reached the free limit for Score Scrambles. Upgrade to premium for unlimited games!";

function ToastDemo(props: { position?: 'bottom-right' | 'top-center' }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button onClick={() => toast.success('Successfully signed in!')}>Success</Button>
      <Button onClick={() => toast.info('Please log in to continue')}>Info</Button>
      <Button onClick={() => toast.warning(FREE_LIMIT_WARNING)}>Warning</Button>
      <Button
        onClick={() =>
          toast.warning('Feature Unavailable', { description: 'This feature is currently unavailable.' })
        }
      >
        Warning with a description
      </Button>
      <Button onClick={() => toast.error('Error checking authentication')}>Error</Button>
      <Button onClick={() => toast.loading('Checking...')}>Loading</Button>
      <Toaster position={props.position} />
    </div>
  );
}

const meta = {
  title: 'Primitives/Toaster',
  component: ToastDemo,
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const toasts = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[data-sonner-toast]')];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const EachType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: /Notifications/ });
    await expect(region).toHaveAttribute('aria-live', 'polite');

    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await expect(await within(region).findByText('Successfully signed in!')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Loading' }));
    await waitFor(() =>
      expect(toasts(canvasElement).map((element) => element.getAttribute('data-type'))).toEqual(
        expect.arrayContaining(['success', 'error', 'loading']),
      ),
    );
  },
};

export const AtMostThreeVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const type of ['Success', 'Info', 'Warning', 'Error']) {
      await userEvent.click(canvas.getByRole('button', { name: type }));
    }
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(4));
    const visible = toasts(canvasElement).filter(
      (element) => element.getAttribute('data-visible') === 'true',
    );
    await expect(visible).toHaveLength(TOAST_DEFAULTS.visibleToasts);

    const list = canvasElement.querySelector<HTMLElement>('[data-sonner-toaster]');
    await expect(list?.style.getPropertyValue('--width')).toBe('356px');
    await expect(list?.style.getPropertyValue('--gap')).toBe('14px');
  },
};

export const DisappearsAfterFourSeconds: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Info' }));
    await within(canvasElement).findByText('Please log in to continue');
    await userEvent.unhover(within(canvasElement).getByRole('button', { name: 'Info' }));
    await pause(TOAST_DEFAULTS.duration - 1000);
    await expect(within(canvasElement).getByText('Please log in to continue')).toBeInTheDocument();
    await waitFor(
      () => expect(within(canvasElement).queryByText('Please log in to continue')).not.toBeInTheDocument(),
      { timeout: 3000 },
    );
  },
};

export const TopCenter: Story = {
  args: { position: 'top-center' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Warning' }));
    await expect(
      await within(canvasElement).findByText(/free limit for Score Scrambles/),
    ).toBeInTheDocument();
  },
};

/** The warning where a Score Scramble would be, at the free limit: it says what upgrading brings. */
export const ScrambleLimitFreeWarning: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Warning' }));
    const warning = await within(canvasElement).findByText(FREE_LIMIT_WARNING);
    await expect(warning.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'warning');
  },
};

/**
 * The same warning while Score Scrambles past the free limit are switched off: a title and a line under it,
 * and no upgrade, since none would bring them back.
 */
export const ScrambleLimitUnavailableWarning: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Warning with a description' }));
    const title = await within(canvasElement).findByText('Feature Unavailable');
    const shown = title.closest<HTMLElement>('[data-sonner-toast]');
    await expect(shown).toHaveAttribute('data-type', 'warning');
    // It slides in from transparent; visible once it has arrived.
    await waitFor(() =>
      expect(within(shown!).getByText('This feature is currently unavailable.')).toBeVisible(),
    );
    await expect(shown).not.toHaveTextContent(/premium|upgrade/i);
  },
};
