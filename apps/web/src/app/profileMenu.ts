// The profile menu's dropdown, fetched when the signed-in person first points at, focuses or presses its
// button: a page's first paint shows only the button.
export { ProfileMenu } from '@quizcoop/ui';
