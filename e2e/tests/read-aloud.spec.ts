import type { Page } from '@playwright/test';
import { signIn, test } from '../support/accounts';
import { expect, expectNoAxeViolations } from '../support/fixtures';
import { ADDITION_SET, chooseSet, endGame, playTurn, turnHeader } from '../support/game';

interface Spoken {
  text: string;
  rate: number;
  voice: string | null;
}

declare global {
  interface Window {
    /** What the stand-in speech synthesis was asked to say, oldest first. */
    spokenAloud: Spoken[];
    /** How often it was told to stop. */
    speechCancels: number;
  }
}

/**
 * Headless Chromium has no voices and no sound: a stand-in records each utterance instead, reads one at a time
 * until cancelled, and offers two voices that arrive late, as Chrome's do.
 */
function recordSpeech() {
  window.spokenAloud = [];
  window.speechCancels = 0;
  const voices = [
    {
      name: 'Classroom Voice',
      lang: 'en-GB',
      voiceURI: 'urn:test:classroom',
      default: false,
      localService: true,
    },
    { name: 'Other Voice', lang: 'en-US', voiceURI: 'urn:test:other', default: true, localService: true },
  ];
  let available: typeof voices = [];
  let reading: EventTarget | null = null;
  class RecordedUtterance extends EventTarget {
    rate = 1;
    voice: { name: string } | null = null;
    lang = '';
    constructor(readonly text: string) {
      super();
    }
  }
  const speech = Object.assign(new EventTarget(), {
    speaking: false,
    pending: false,
    paused: false,
    getVoices: () => available,
    speak(utterance: RecordedUtterance) {
      window.spokenAloud.push({
        text: utterance.text,
        rate: utterance.rate,
        voice: utterance.voice?.name ?? null,
      });
      reading = utterance;
    },
    cancel() {
      window.speechCancels += 1;
      const cancelled = reading;
      reading = null;
      cancelled?.dispatchEvent(new Event('error'));
    },
    pause() {},
    resume() {},
  });
  Object.defineProperty(window, 'speechSynthesis', { value: speech, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: RecordedUtterance, configurable: true });
  setTimeout(() => {
    available = voices;
    speech.dispatchEvent(new Event('voiceschanged'));
  }, 300);
}

function spoken(page: Page): Promise<Spoken[]> {
  return page.evaluate(() => window.spokenAloud);
}

/** The question on the card, and its options in the order shown when it is multiple choice. */
async function questionOnCard(page: Page): Promise<{ question: string; options: string[] }> {
  const card = page.getByRole('article');
  const question = (await card.locator('p').first().textContent()) ?? '';
  const choices = card.getByRole('group', { name: 'Choose your answer:' });
  const options = (await choices.isVisible())
    ? (await choices.getByRole('button').allTextContents()).map((text) => text.replace(/^\d/, '').trim())
    : [];
  return { question, options };
}

async function expectReadAloud(page: Page, reading: Spoken | undefined): Promise<void> {
  const { question, options } = await questionOnCard(page);
  expect(reading?.text.startsWith(question.trim())).toBe(true);
  options.forEach((option, index) => expect(reading?.text).toContain(`Option ${index + 1}: ${option}`));
}

test('a teacher has each question read aloud: by the button, by R, and by itself with auto-read', async ({
  page,
  createTeacher,
}) => {
  test.setTimeout(150_000);
  await page.addInitScript(recordSpeech);
  await signIn(page, await createTeacher());
  await page.goto('/library');
  const star = page.getByRole('button', { name: `Star ${ADDITION_SET}` });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/game');
  await chooseSet(page, 1, ADDITION_SET);
  await page.getByText('Read aloud', { exact: true }).click();
  const voice = page.getByRole('combobox', { name: 'Voice' });
  await voice.click();
  await page.getByRole('option', { name: 'Classroom Voice (en-GB)' }).click();
  await expect(voice).toHaveText('Classroom Voice (en-GB)');
  const rate = page.getByRole('slider', { name: 'Speaking rate' });
  await rate.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(rate).toHaveAttribute('aria-valuetext', '0.8 times normal speed');
  await expectNoAxeViolations(page);

  // Without auto-read, nothing is said until the teacher asks.
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
  const readAloud = page.getByRole('button', { name: 'Read aloud (R)' });
  const stopReading = page.getByRole('button', { name: 'Stop reading (R)' });
  await expect(readAloud).toBeVisible();
  expect(await spoken(page)).toEqual([]);

  await readAloud.click();
  await expect(stopReading).toBeVisible();
  const [first] = await spoken(page);
  await expectReadAloud(page, first);
  expect(first).toMatchObject({ rate: 0.8, voice: 'Classroom Voice' });
  await expectNoAxeViolations(page);
  await stopReading.click();
  await expect(readAloud).toBeVisible();

  await page.keyboard.press('r');
  await expect(stopReading).toBeVisible();
  expect(await spoken(page)).toHaveLength(2);
  await page.keyboard.press('r');
  await expect(readAloud).toBeVisible();

  // A new question stops what was being read.
  await readAloud.click();
  const cancelsBefore = await page.evaluate(() => window.speechCancels);
  await playTurn(page);
  await expect(readAloud).toBeVisible();
  expect(await page.evaluate(() => window.speechCancels)).toBeGreaterThan(cancelsBefore);
  expect(await spoken(page)).toHaveLength(3);

  // With auto-read, every new question is read as it arrives.
  await endGame(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Return to Setup' }).click();
  await chooseSet(page, 1, ADDITION_SET);
  await page.getByText('Read aloud', { exact: true }).click();
  await page.getByRole('switch', { name: 'Read each new question automatically' }).click();
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(stopReading).toBeVisible();
  let said = await spoken(page);
  expect(said).toHaveLength(4);
  await expectReadAloud(page, said.at(-1));

  for (let turn = 0; turn < 2; turn += 1) {
    await playTurn(page);
    await expect(stopReading).toBeVisible();
    said = await spoken(page);
    expect(said).toHaveLength(5 + turn);
    await expectReadAloud(page, said.at(-1));
  }
});
