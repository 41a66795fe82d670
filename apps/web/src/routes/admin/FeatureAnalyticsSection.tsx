import { readFeatureEvents, summarizeFeatureEvents } from '@quizcoop/api';
import { FeatureAnalyticsSummary } from '@quizcoop/ui';
import { useState } from 'react';

/**
 * How often features were seen, blocked, tried and led to an upgrade, from this browser's own record: the events
 * never leave the device, and are only kept with the analytics cookie consent.
 */
export function FeatureAnalyticsSection() {
  const [rows] = useState(() => summarizeFeatureEvents(readFeatureEvents(window.localStorage)));
  return <FeatureAnalyticsSummary rows={rows} />;
}
