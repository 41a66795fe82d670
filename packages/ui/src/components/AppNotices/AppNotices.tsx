import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { callout, icon } from '../Alert/Alert.css';
import { cx } from '../../internal/classNames';
import { InfoIcon } from '../../internal/icons';
import { message, notice, stack, takesClicks } from './AppNotices.css';

export const OFFLINE_MESSAGE =
  'You are offline. The game keeps going; changes will save when you are back online.';
export const UPDATE_READY_MESSAGE = 'New version available';

export interface AppNoticesProps {
  /** The browser has no network. */
  offline: boolean;
  /** A newer version of the app is downloaded and waits to be loaded. */
  updateReady: boolean;
  /** Loads the newer version: the page reloads. */
  onReload: () => void;
  /**
   * A subscription problem to act on wherever the teacher is, such as the status card of a failed renewal. It
   * is a titled region of its own rather than a live region: it is there when the page opens, not news.
   */
  subscriptionNotice?: ReactNode;
}

/**
 * What the app says about itself over every page: a subscription problem to act on, that it is offline, and
 * that a new version can be loaded.
 * The two live regions are always there, empty until they have something to say, so a screen reader hears
 * each notice as it appears.
 */
export function AppNotices({ offline, updateReady, onReload, subscriptionNotice }: AppNoticesProps) {
  return (
    <div className={stack}>
      {subscriptionNotice && <div className={takesClicks}>{subscriptionNotice}</div>}
      <div role="status">
        {offline && (
          <div className={cx(callout({ tone: 'info' }), notice)}>
            <InfoIcon className={icon} />
            <p className={message}>{OFFLINE_MESSAGE}</p>
          </div>
        )}
      </div>
      <div role="status">
        {updateReady && (
          <div className={cx(callout({ tone: 'info' }), notice)}>
            <InfoIcon className={icon} />
            <p className={message}>{UPDATE_READY_MESSAGE}</p>
            <Button size="sm" onClick={onReload}>
              Reload
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
