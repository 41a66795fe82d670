import { Card, sprinkles } from '@quizcoop/ui';
import type { ReactNode } from 'react';

/** One titled card of the profile page. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" padding="lg" aria-labelledby={id} style={{ maxWidth: '40rem' }}>
      <Card.Title id={id}>{title}</Card.Title>
      <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', paddingTop: 'sm' })}>
        {children}
      </div>
    </Card.Root>
  );
}
