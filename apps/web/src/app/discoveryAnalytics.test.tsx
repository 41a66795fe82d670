import { FEATURE_ANALYTICS_KEY, readFeatureEvents } from '@quizcoop/api';
import { acceptAllCookies, rejectAllCookies } from '@quizcoop/ui';
import { act, render, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookieConsent } from './cookies';
import { SET_PREVIEW_FEATURE, usePreviewOpenedAnalytics } from './discoveryAnalytics';
import { FeatureGateView } from './FeatureGate';

/** Stands in for the browser's IntersectionObserver, letting a test say when the observed gate comes into view. */
class FakeIntersectionObserver {
  static observers: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.observers.push(this);
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  disconnect() {
    this.observed.clear();
  }
  static show(isIntersecting: boolean) {
    for (const observer of FakeIntersectionObserver.observers) {
      const entries = [...observer.observed].map((target) => ({ target, isIntersecting }));
      if (entries.length > 0)
        observer.callback(
          entries as IntersectionObserverEntry[],
          observer as unknown as IntersectionObserver,
        );
    }
  }
}

function renderPremiumGate() {
  return render(
    <MemoryRouter>
      <FeatureGateView
        flag="premium_questions_access"
        context="set-preview"
        state="premium"
        isPremium={false}
      >
        {null}
      </FeatureGateView>
    </MemoryRouter>,
  );
}

const actions = () => readFeatureEvents(window.localStorage).map((event) => event.action);

beforeEach(() => {
  window.localStorage.clear();
  FakeIntersectionObserver.observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('preview_opened', () => {
  it('is noted for each set a preview opens on, with the set, once analytics cookies are allowed', () => {
    writeCookieConsent(window.localStorage, acceptAllCookies);
    const { rerender } = renderHook(({ setId, isPremium }) => usePreviewOpenedAnalytics(setId, isPremium), {
      initialProps: { setId: 'set-1' as string | null, isPremium: false },
    });
    rerender({ setId: 'set-1', isPremium: true });
    rerender({ setId: null, isPremium: true });
    rerender({ setId: 'set-2', isPremium: true });
    expect(readFeatureEvents(window.localStorage)).toEqual([
      expect.objectContaining({
        feature: SET_PREVIEW_FEATURE,
        action: 'preview_opened',
        context: 'set-preview',
        userType: 'free',
        metadata: { setId: 'set-1' },
      }),
      expect.objectContaining({
        action: 'preview_opened',
        userType: 'premium',
        metadata: { setId: 'set-2' },
      }),
    ]);
  });

  it('is not kept before the visitor chooses, nor when analytics cookies are refused', () => {
    renderHook(() => usePreviewOpenedAnalytics('set-1', false));
    expect(window.localStorage.getItem(FEATURE_ANALYTICS_KEY)).toBeNull();
    writeCookieConsent(window.localStorage, { ...rejectAllCookies, preferences: true, marketing: true });
    renderHook(() => usePreviewOpenedAnalytics('set-2', false));
    expect(window.localStorage.getItem(FEATURE_ANALYTICS_KEY)).toBeNull();
  });
});

describe('discovery_viewed', () => {
  it('is noted once the premium gate comes into view, and only once, with analytics cookies allowed', () => {
    writeCookieConsent(window.localStorage, acceptAllCookies);
    renderPremiumGate();
    expect(actions()).toEqual(['blocked']);
    act(() => FakeIntersectionObserver.show(false));
    expect(actions()).toEqual(['blocked']);
    act(() => FakeIntersectionObserver.show(true));
    act(() => FakeIntersectionObserver.show(true));
    expect(readFeatureEvents(window.localStorage)).toEqual([
      expect.objectContaining({ action: 'blocked' }),
      expect.objectContaining({
        feature: 'premium_questions_access',
        action: 'discovery_viewed',
        context: 'set-preview',
        userType: 'free',
      }),
    ]);
  });

  it('is not kept before the visitor chooses, nor when analytics cookies are refused', () => {
    renderPremiumGate();
    act(() => FakeIntersectionObserver.show(true));
    expect(window.localStorage.getItem(FEATURE_ANALYTICS_KEY)).toBeNull();
    writeCookieConsent(window.localStorage, rejectAllCookies);
    renderPremiumGate();
    act(() => FakeIntersectionObserver.show(true));
    expect(window.localStorage.getItem(FEATURE_ANALYTICS_KEY)).toBeNull();
  });

  it('is not noted where the browser cannot tell what is in view', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    writeCookieConsent(window.localStorage, acceptAllCookies);
    renderPremiumGate();
    expect(actions()).toEqual(['blocked']);
  });
});
