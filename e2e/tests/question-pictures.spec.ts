import { signIn, test } from '../support/accounts';
import { expect, expectNoAxeViolations } from '../support/fixtures';

const LIMITS = 'Pictures must be PNG, JPEG, WebP or GIF, at most 5 MB.';

test('a teacher gives a question a picture: a refused SVG, a dropped photo made smaller, and its alt text', async ({
  page,
  createTeacher,
}) => {
  test.slow();
  await signIn(page, await createTeacher());

  await page.goto('/questions/new');
  await page.getByRole('textbox', { name: 'Name' }).fill('Farm Animals');
  await page.getByRole('button', { name: 'Create Question Set' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Questions to Farm Animals' })).toBeVisible();

  const pictureField = page.getByRole('group', { name: 'Picture (optional)' });
  await expect(pictureField).toContainText(LIMITS);
  await pictureField.locator('input[type="file"]').setInputFiles({
    name: 'drawing.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(pictureField.getByRole('alert')).toHaveText(
    `SVG pictures cannot be uploaded: only the official library uses them. ${LIMITS}`,
  );

  // A photo wider than any projector, dropped onto the field as a file from the desktop would be.
  await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#6a994e';
    context.fillRect(0, 0, 2400, 1200);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
    const dropped = new DataTransfer();
    dropped.items.add(new File([blob], 'meadow.png', { type: 'image/png' }));
    const zone = document.querySelector('fieldset [data-dragging]')!;
    zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: dropped }));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: dropped }));
  });
  // Without alt text yet, the preview is decorative to assistive technology.
  const preview = pictureField.locator('img');
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1600);
  await expect(pictureField.getByRole('alert')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Question' }).fill('Where do cows graze?');
  await page.getByRole('textbox', { name: 'Answer' }).fill('In a meadow');
  // The browser keeps a picture without alt text from being saved, and takes the teacher to the alt text.
  const altText = pictureField.getByRole('textbox', { name: /Alt text/ });
  await page.getByRole('button', { name: 'Add Question' }).click();
  await expect(altText).toBeFocused();
  expect(await altText.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Questions in this set (0)' })).toBeVisible();
  await expectNoAxeViolations(page);

  await altText.fill('A green meadow');
  await pictureField.getByRole('textbox', { name: 'Attribution (optional)' }).fill('Drawn by the class');
  await page.getByRole('button', { name: 'Add Question' }).click();
  await expect(page.getByRole('heading', { name: 'Questions in this set (1)' })).toBeVisible();
  await expect(pictureField.getByRole('button', { name: 'Choose a picture' })).toBeVisible();
});
