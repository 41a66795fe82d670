import { useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Switch } from '../Switch/Switch';
import { categories, category } from './CookieSettingsDialog.css';
import { acceptAllCookies, rejectAllCookies } from './cookieConsent';
import type { CookieConsent, OptionalCookieCategory } from './cookieConsent';

export interface CookieSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The choices to start from each time the dialog opens (the stored consent, if any). */
  value?: CookieConsent;
  /** Called with the chosen consent; the dialog then closes. */
  onSave: (consent: CookieConsent) => void;
}

const optionalCategories: { key: OptionalCookieCategory; label: string; description: string }[] = [
  {
    key: 'analytics',
    label: 'Analytics',
    description: 'Help us understand which features are used, so we can improve them.',
  },
  {
    key: 'preferences',
    label: 'Preferences',
    description: 'Remember choices such as sound settings between visits.',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    description: 'Let us measure how people find Quiz Coop.',
  },
];

/** Cookie settings: necessary cookies are always on (the switch is disabled), the other three are opt-in. */
export function CookieSettingsDialog({ open, onOpenChange, value, onSave }: CookieSettingsDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content>
        <Dialog.Title>Cookie Settings</Dialog.Title>
        <Dialog.Description>
          Choose which cookies Quiz Coop may use. You can change this at any time.
        </Dialog.Description>
        <CookieChoices
          initial={value ?? rejectAllCookies}
          onSave={(consent) => {
            onSave(consent);
            onOpenChange(false);
          }}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

// Mounted only while the dialog is open, so every opening starts again from the stored consent.
function CookieChoices({
  initial,
  onSave,
}: {
  initial: CookieConsent;
  onSave: (consent: CookieConsent) => void;
}) {
  const [consent, setConsent] = useState<CookieConsent>(initial);
  return (
    <>
      <ul className={categories}>
        <li className={category}>
          <Switch
            label="Necessary"
            description="Always on: sign-in, security and remembering these choices."
            checked
            disabled
          />
        </li>
        {optionalCategories.map(({ key, label, description }) => (
          <li key={key} className={category}>
            <Switch
              label={label}
              description={description}
              checked={consent[key]}
              onCheckedChange={(checked) => setConsent((current) => ({ ...current, [key]: checked }))}
            />
          </li>
        ))}
      </ul>
      <Dialog.Actions>
        <Button variant="secondary" onClick={() => onSave(acceptAllCookies)}>
          Accept All
        </Button>
        <Button onClick={() => onSave(consent)}>Save Preferences</Button>
      </Dialog.Actions>
    </>
  );
}
