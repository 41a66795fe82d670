import type { ReactNode } from 'react';
import { forwardRef, useId } from 'react';
import { cx } from '../../internal/classNames';
import { InfoIcon, LockIcon } from '../../internal/icons';
import { Card } from '../Card/Card';
import { body, icon, message } from './FeatureGate.css';

export type FeatureGateReason = 'unavailable' | 'premium';

/** Spec §2: the feature-gate texts. */
export const featureGateMessages: Record<FeatureGateReason, { title: string; description: string }> = {
  unavailable: { title: 'Feature Unavailable', description: 'This feature is currently unavailable.' },
  premium: {
    title: 'Premium Feature',
    description: 'This feature is only available with a premium subscription.',
  },
};

export interface FeatureGateMessageProps {
  reason: FeatureGateReason;
  /** A way forward, such as an upgrade link for premium features. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Says why a feature is not available: switched off ('Feature Unavailable') or premium only ('Premium Feature'). */
export const FeatureGateMessage = forwardRef<HTMLElement, FeatureGateMessageProps>(
  function FeatureGateMessage({ reason, action, headingLevel = 3, className }, ref) {
    const titleId = useId();
    const { title, description } = featureGateMessages[reason];
    const Icon = reason === 'premium' ? LockIcon : InfoIcon;
    return (
      <Card.Root
        ref={ref}
        as="section"
        aria-labelledby={titleId}
        className={cx(message, className)}
        data-reason={reason}
      >
        <Icon className={icon} />
        <div className={body}>
          <Card.Title id={titleId} level={headingLevel}>
            {title}
          </Card.Title>
          <Card.Description>{description}</Card.Description>
          {action}
        </div>
      </Card.Root>
    );
  },
);

export interface FeatureGateProps extends FeatureGateMessageProps {
  /** Whether the feature may be used; the app decides from its feature flags. */
  allowed: boolean;
  children: ReactNode;
}

/** Shows its children when the feature is allowed, otherwise the gate message that explains why not. */
export function FeatureGate({ allowed, children, ...messageProps }: FeatureGateProps) {
  return allowed ? <>{children}</> : <FeatureGateMessage {...messageProps} />;
}
