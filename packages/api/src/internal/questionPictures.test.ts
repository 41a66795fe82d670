import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendClient } from './client';
import {
  QUESTION_PICTURE_MAX_BYTES,
  QUESTION_PICTURE_MESSAGES,
  QuestionPictureError,
  discardQuestionPicture,
  questionPictureDraftProblem,
  questionPictureFileProblem,
  storedQuestionPicture,
  uploadQuestionPicture,
} from './questionPictures';
import type { QuestionDraft } from './questionSetEditor';
import {
  QuestionSetEditError,
  addQuestion,
  createQuestionSet,
  fetchEditableQuestionSet,
} from './questionSetEditor';
import { QUESTION_MEDIA_BUCKET } from './questions';
import { signedInClient, visitorClient } from './testBackend';

const PASSWORD = 'Picture#Desk42';
const LIMITS = 'Pictures must be PNG, JPEG, WebP or GIF, at most 5 MB.';

const picture = (type: string, bytes = 64) => new Blob([new Uint8Array(bytes).fill(3)], { type });

const question: QuestionDraft = {
  question: 'Which animal gives us wool?',
  type: 'normal',
  question_type: 'normal',
  answer: 'A sheep',
  options: [],
};

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('The picture was accepted.');
}

describe('question picture checks', () => {
  it('accepts the four raster types up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(questionPictureFileProblem(picture(type))).toBeNull();
    }
    expect(questionPictureFileProblem({ type: 'image/png', size: QUESTION_PICTURE_MAX_BYTES })).toBeNull();
  });

  it('names the limits when a file is too large, of another type, or SVG', () => {
    const tooLarge = questionPictureFileProblem({ type: 'image/png', size: QUESTION_PICTURE_MAX_BYTES + 1 });
    const wrongType = questionPictureFileProblem(picture('application/pdf'));
    const svg = questionPictureFileProblem(picture('image/svg+xml'));
    expect(tooLarge).toBe(QUESTION_PICTURE_MESSAGES.tooLarge);
    expect(wrongType).toBe(QUESTION_PICTURE_MESSAGES.wrongType);
    expect(svg).toBe(QUESTION_PICTURE_MESSAGES.svgRefused);
    for (const message of [tooLarge, wrongType, svg]) expect(message).toContain(LIMITS);
    expect(svg).toMatch(/SVG/);
  });

  it('reads the stored picture back from the address a question was loaded with', () => {
    expect(storedQuestionPicture(null)).toBeUndefined();
    expect(storedQuestionPicture('https://pictures.example/cow.png')).toBe(
      'https://pictures.example/cow.png',
    );
    expect(
      storedQuestionPicture(
        'http://localhost:3000/storage/v1/object/sign/question-media/official/farm/my%20cow.svg?token=x',
      ),
    ).toBe('official/farm/my cow.svg');
  });

  it('requires alt text for a picture, and keeps both texts within 300 characters', () => {
    expect(questionPictureDraftProblem({})).toBeNull();
    expect(questionPictureDraftProblem({ mediaUrl: 'u/p.png', mediaAlt: '  ' })).toBe(
      QUESTION_PICTURE_MESSAGES.altRequired,
    );
    expect(questionPictureDraftProblem({ mediaUrl: 'u/p.png', mediaAlt: 'x'.repeat(301) })).toBe(
      QUESTION_PICTURE_MESSAGES.altLength,
    );
    expect(
      questionPictureDraftProblem({
        mediaUrl: 'u/p.png',
        mediaAlt: 'A sheep',
        mediaAttribution: 'x'.repeat(301),
      }),
    ).toBe(QUESTION_PICTURE_MESSAGES.attributionLength);
    expect(questionPictureDraftProblem({ mediaUrl: 'u/p.png', mediaAlt: 'A sheep' })).toBeNull();
  });
});

describe('uploading question pictures', () => {
  let server: TestServer;
  let author: BackendClient;
  let authorId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const email = 'shepherd@school.example';
    const user = await server.createUser({
      email,
      password: PASSWORD,
      data: { username: 'shepherd', terms_accepted: true },
    });
    authorId = user.id;
    author = await signedInClient(server, { email, password: PASSWORD });
  });

  afterAll(() => server?.close());

  it('uploads into the author’s own folder under a fresh name with the type’s extension', async () => {
    const first = await uploadQuestionPicture(author, picture('image/jpeg'));
    const second = await uploadQuestionPicture(author, picture('image/jpeg'));
    expect(first.path).toMatch(new RegExp(`^${authorId}/[0-9a-f-]{36}\\.jpg$`));
    expect(first.type).toBe('image/jpeg');
    expect(second.path).not.toBe(first.path);
    const { data } = await (await author.storage()).from(QUESTION_MEDIA_BUCKET).download(first.path);
    expect(data?.size).toBe(64);
  });

  it('refuses an SVG, a large file and a visitor before anything is sent', async () => {
    const svg = await rejection(uploadQuestionPicture(author, picture('image/svg+xml')));
    expect(svg).toBeInstanceOf(QuestionPictureError);
    expect(svg.message).toBe(QUESTION_PICTURE_MESSAGES.svgRefused);
    const large = await rejection(
      uploadQuestionPicture(author, picture('image/png', QUESTION_PICTURE_MAX_BYTES + 1)),
    );
    expect(large.message).toBe(QUESTION_PICTURE_MESSAGES.tooLarge);
    const visitor = await rejection(uploadQuestionPicture(visitorClient(server), picture('image/png')));
    expect(visitor.message).toBe(QUESTION_PICTURE_MESSAGES.signInRequired);
  });

  it('saves a question with its picture, reads back the stored path and a URL to show, and keeps it', async () => {
    const setId = await createQuestionSet(author, {
      game_name: 'Farm',
      description: '',
      intended_grades: [],
      intended_settings: [],
      is_public: false,
    });
    const uploaded = await uploadQuestionPicture(author, picture('image/png'));
    await addQuestion(author, setId, {
      ...question,
      mediaUrl: uploaded.path,
      mediaType: uploaded.type,
      mediaAlt: '  A sheep in a meadow ',
      mediaAttribution: '',
    });
    const saved = (await fetchEditableQuestionSet(author, setId))!.questions[0]!;
    expect(storedQuestionPicture(saved.media_url)).toBe(uploaded.path);
    expect(saved).toMatchObject({
      media_type: 'image/png',
      media_alt: 'A sheep in a meadow',
      media_attribution: null,
    });
    expect(saved.media_url).toContain(`/storage/v1/object/sign/${QUESTION_MEDIA_BUCKET}/${uploaded.path}`);
    expect((await fetch(saved.media_url!)).status).toBe(200);

    await discardQuestionPicture(author, uploaded.path);
    expect((await (await author.storage()).from(QUESTION_MEDIA_BUCKET).exists(uploaded.path)).data).toBe(
      true,
    );

    // The database refuses an undescribed picture however the question is sent.
    const undescribed = await rejection(
      addQuestion(author, setId, {
        ...question,
        mediaUrl: uploaded.path,
        mediaType: 'image/png',
        mediaAlt: ' ',
      }),
    );
    expect(undescribed).toBeInstanceOf(QuestionSetEditError);
  });

  it('discards a picture the author replaced before saving', async () => {
    const uploaded = await uploadQuestionPicture(author, picture('image/gif'));
    await discardQuestionPicture(author, uploaded.path);
    const { data } = await (await author.storage()).from(QUESTION_MEDIA_BUCKET).exists(uploaded.path);
    expect(data).toBe(false);
  });
});
