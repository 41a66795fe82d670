import { useAdminFeatureFlags, useSetFeatureFlag } from '@quizcoop/api/react';
import { Alert, Spinner, Switch, sprinkles } from '@quizcoop/ui';

/** Every feature flag as a switch that takes effect at once. */
export function FlagsSection() {
  const { data, error, isPending } = useAdminFeatureFlags();
  const change = useSetFeatureFlag();
  return (
    <section
      aria-labelledby="admin-flags"
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
    >
      <h2 id="admin-flags">Feature flags</h2>
      {isPending && <Spinner label="Loading the feature flags" />}
      {error && <Alert title="The feature flags could not be loaded">{error.message}</Alert>}
      {change.error && <Alert title="The feature flag was not changed">{change.error.message}</Alert>}
      {data?.map((flag) => (
        <Switch
          key={flag.name}
          label={flag.name}
          description={flag.description ?? undefined}
          checked={flag.enabled}
          disabled={change.isPending}
          onCheckedChange={(enabled) => change.mutate({ name: flag.name, enabled })}
        />
      ))}
    </section>
  );
}
