// The newsletter form loads once the page is idle: its fields are at the foot of every page, never first.
export { NewsletterForm } from '@quizcoop/ui';
