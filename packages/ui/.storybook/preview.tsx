import type { Preview } from '@storybook/react-vite';
import '../src/theme/fonts';
import { TooltipProvider } from '../src/components/Tooltip/Tooltip';
import { ThemeProvider } from '../src/theme/ThemeProvider';
import type { ThemeName } from '../src/theme/themes';

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Theme for the components',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'default', title: 'Default' },
          { value: 'projector', title: 'Projector (high contrast)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default' },
  decorators: [
    (Story, context) => (
      <ThemeProvider theme={(context.globals.theme as ThemeName | undefined) ?? 'default'}>
        <TooltipProvider>
          <Story />
        </TooltipProvider>
      </ThemeProvider>
    ),
  ],
  parameters: {
    // A story with an accessibility violation fails its test.
    a11y: { test: 'error' },
    // The two classroom screens the game is laid out for: a projector, and the laptop that often drives it.
    viewport: {
      options: {
        projector: {
          name: 'Projector 1920×1080',
          styles: { width: '1920px', height: '1080px' },
          type: 'desktop',
        },
        laptop: { name: 'Laptop 1366×768', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
