import { Card, sprinkles } from '@quizcoop/ui';
import type { ReactNode } from 'react';

export interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of the account screens, under the site header whose logo links home: a card with the heading. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <main
      className={sprinkles({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 'lg',
        paddingY: 'xl',
        paddingX: 'md',
      })}
    >
      <Card.Root padding="lg" elevation="raised" style={{ width: '100%', maxWidth: '28rem' }}>
        <h1>{title}</h1>
        {subtitle && <Card.Description>{subtitle}</Card.Description>}
        <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', paddingTop: 'md' })}>
          {children}
        </div>
      </Card.Root>
    </main>
  );
}

/** A form's controls, all disabled together while the form is being sent (spec §2: 'Please wait...'). */
export function FormFields({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <fieldset
      disabled={busy}
      className={sprinkles({ display: 'grid', gap: 'md' })}
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
    >
      {children}
    </fieldset>
  );
}
