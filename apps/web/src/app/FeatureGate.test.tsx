import type { FeatureEventInput, FeatureGateState } from '@quizcoop/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FeatureGateView } from './FeatureGate';

function renderGate(state: FeatureGateState, isPremium = false) {
  const recorded: FeatureEventInput[] = [];
  render(
    <MemoryRouter>
      <FeatureGateView
        flag="copy_public_games"
        context="test-shelf"
        state={state}
        isPremium={isPremium}
        record={(input) => recorded.push(input)}
        premiumNote="Upgrade to copy sets."
      >
        <button type="button">Copy</button>
      </FeatureGateView>
    </MemoryRouter>,
  );
  return recorded;
}

describe('FeatureGateView', () => {
  it('shows the feature when its flag is on and notes it was viewed', () => {
    const recorded = renderGate('on', true);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(recorded).toEqual([
      { feature: 'copy_public_games', action: 'viewed', context: 'test-shelf', userType: 'premium' },
    ]);
  });

  it('offers premium in its place, noting the block and the upgrade click', async () => {
    const recorded = renderGate('premium');
    const gate = screen.getByRole('region', { name: 'Premium Feature' });
    expect(gate).toHaveTextContent('This feature is only available with a premium subscription.');
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Upgrade to Premium' }));
    expect(recorded.map((event) => event.action)).toEqual(['blocked', 'upgraded']);
  });

  it('says the feature is unavailable when its flag is off', () => {
    const recorded = renderGate('unavailable');
    expect(screen.getByRole('region', { name: 'Feature Unavailable' })).toHaveTextContent(
      'This feature is currently unavailable.',
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(recorded.map((event) => event.action)).toEqual(['blocked']);
  });

  it('shows nothing and notes nothing while the flags load', () => {
    const recorded = renderGate('loading');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    expect(recorded).toEqual([]);
  });
});
