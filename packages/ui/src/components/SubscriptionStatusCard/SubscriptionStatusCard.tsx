import type { ReactNode } from 'react';
import { forwardRef, useId, useState } from 'react';
import { cx } from '../../internal/classNames';
import { AlertIcon } from '../../internal/icons';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { card, details as detailsClass, detailsToggle, headingRow, icon } from './SubscriptionStatusCard.css';
import {
  availableSubscriptionActions,
  subscriptionActionLabels,
  subscriptionScenarios,
} from './subscriptionScenarios';
import type { SubscriptionAction, SubscriptionScenario } from './subscriptionScenarios';

export interface SubscriptionStatusCardProps {
  scenario: SubscriptionScenario;
  /** Technical detail (such as the error message) behind the 'Show Details' toggle. */
  details?: ReactNode;
  title?: string;
  description?: ReactNode;
  /** Which actions to offer instead of the scenario's own; each still needs its handler. */
  actions?: readonly SubscriptionAction[];
  /** While a retry or refresh runs: those buttons read 'Checking...' and wait. */
  busy?: boolean;
  onTryAgain?: () => void;
  onRefresh?: () => void;
  /** Usually opens /report-problem. */
  onContactSupport?: () => void;
  /** Usually opens /help. */
  onGetHelp?: () => void;
  /** Usually opens /profile. */
  onUpdatePayment?: () => void;
  onContinueWithoutVerification?: () => void;
  className?: string;
  headingLevel?: 2 | 3 | 4;
}

const retrying: readonly SubscriptionAction[] = ['tryAgain', 'refresh'];

/**
 * Explains a subscription problem: a title and description per scenario, a 'Show Details' toggle for
 * the technical detail, and the actions that help, each a callback.
 */
export const SubscriptionStatusCard = forwardRef<HTMLElement, SubscriptionStatusCardProps>(
  function SubscriptionStatusCard(
    {
      scenario,
      details,
      title,
      description,
      actions,
      busy = false,
      onTryAgain,
      onRefresh,
      onContactSupport,
      onGetHelp,
      onUpdatePayment,
      onContinueWithoutVerification,
      className,
      headingLevel = 2,
    },
    ref,
  ) {
    const [showDetails, setShowDetails] = useState(false);
    const titleId = useId();
    const detailsId = useId();
    const copy = subscriptionScenarios[scenario];
    const handlers = {
      tryAgain: onTryAgain,
      refresh: onRefresh,
      contactSupport: onContactSupport,
      getHelp: onGetHelp,
      updatePayment: onUpdatePayment,
      continueWithoutVerification: onContinueWithoutVerification,
    };
    const shown = availableSubscriptionActions(scenario, handlers, actions);

    return (
      <Card.Root
        ref={ref}
        as="section"
        aria-labelledby={titleId}
        className={cx(card, className)}
        data-scenario={scenario}
        elevation="raised"
      >
        <div className={headingRow}>
          <AlertIcon className={icon} />
          <div>
            <Card.Title id={titleId} level={headingLevel}>
              {title ?? copy.title}
            </Card.Title>
            <Card.Description>{description ?? copy.description}</Card.Description>
          </div>
        </div>
        {details && (
          <>
            <Button
              variant="ghost"
              size="sm"
              className={detailsToggle}
              aria-expanded={showDetails}
              aria-controls={detailsId}
              onClick={() => setShowDetails((open) => !open)}
            >
              {showDetails ? 'Hide Details' : 'Show Details'}
            </Button>
            <div id={detailsId} hidden={!showDetails}>
              <p className={detailsClass}>{details}</p>
            </div>
          </>
        )}
        {shown.length > 0 && (
          <Card.Footer>
            {shown.map((action, index) => (
              <Button
                key={action}
                variant={index === 0 ? 'primary' : 'secondary'}
                onClick={handlers[action]}
                busy={busy && retrying.includes(action)}
                busyLabel="Checking..."
              >
                {subscriptionActionLabels[action]}
              </Button>
            ))}
          </Card.Footer>
        )}
      </Card.Root>
    );
  },
);
