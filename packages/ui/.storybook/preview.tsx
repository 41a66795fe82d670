import type { Preview } from '@storybook/react-vite';
import { themeClass } from '../src/theme/theme.css';

const preview: Preview = {
  decorators: [
    (Story) => (
      <div className={themeClass}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    // A story with an accessibility violation fails its test.
    a11y: { test: 'error' },
  },
};

export default preview;
