import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedUpClient } from '../internal/functions/test-clients';
import type { SignedIn } from '../internal/functions/test-clients';
import type { TestServer } from '../testing';
import { startTestServer, testDatabaseKinds } from '../testing';

const MEDIA_BUCKET = 'question-media';
const OFFICIAL_PICTURE = 'official/telling-time/clock-3-00.svg';
const NOT_YOURS = 'A question can show only a picture its author uploaded or one of the official library.';

const png = () => new Blob([new Uint8Array(128).fill(7)], { type: 'image/png' });

/**
 * Whose pictures a question may show: its author's own uploads and the official library's, and a copy's
 * pictures for as long as the set it was copied from shows them. Pointing a question at another teacher's
 * file neither opens that file up nor keeps it once its owner lets it go.
 */
describe.each(testDatabaseKinds())('whose pictures a question shows, over HTTP on %s', (kind) => {
  let server: TestServer;
  let owner: SignedIn;
  let borrower: SignedIn;
  let copier: SignedIn;
  let privateSet: string;
  let publicSet: string;
  let borrowerSet: string;
  let uploads = 0;

  async function upload(account: SignedIn): Promise<string> {
    uploads += 1;
    const path = `${account.userId}/owned-${uploads}.png`;
    const { error } = await account.client.storage.from(MEDIA_BUCKET).upload(path, png());
    expect(error).toBeNull();
    return path;
  }

  async function newSet(account: SignedIn, isPublic: boolean): Promise<string> {
    const { data, error } = await account.client
      .from('question_sets')
      .insert({ game_name: 'Pictures', is_public: isPublic })
      .select('id')
      .single();
    expect(error).toBeNull();
    return data!.id as string;
  }

  const addQuestion = (account: SignedIn, set: string, mediaUrl: string) =>
    account.client.rpc('add_question', {
      set_id: set,
      question: 'What is in the picture?',
      answer: 'A secret',
      media_url: mediaUrl,
      media_type: mediaUrl.endsWith('.svg') ? 'image/svg+xml' : 'image/png',
      media_alt: 'A picture',
    });

  async function addOwnQuestion(account: SignedIn, set: string, mediaUrl: string): Promise<string> {
    const { data, error } = await addQuestion(account, set, mediaUrl);
    expect(error).toBeNull();
    return data as string;
  }

  const signs = async (reader: SignedIn, path: string) =>
    (await reader.client.storage.from(MEDIA_BUCKET).createSignedUrl(path, 60)).data !== null;

  const objectExists = async (path: string) =>
    (await server.database.query('select 1 from storage.objects where name = $1', [path])).rows.length > 0;

  // The server removes a picture just after the write that left it unshown, through the storage service.
  async function expectGone(path: string): Promise<void> {
    const file = join(server.storageFolder, MEDIA_BUCKET, ...path.split('/'));
    await vi.waitFor(
      async () => {
        expect(await objectExists(path)).toBe(false);
        expect(existsSync(file)).toBe(false);
      },
      { timeout: 5000 },
    );
  }

  beforeAll(async () => {
    server = await startTestServer({ database: kind, emailConfirm: false, readCacheMs: 0 });
    owner = await signedUpClient(server, `picture-owner-${kind}@quizcoop.test`);
    borrower = await signedUpClient(server, `picture-borrower-${kind}@quizcoop.test`);
    copier = await signedUpClient(server, `picture-copier-${kind}@quizcoop.test`);
    await server.database.query(
      `insert into public.user_subscriptions (user_id, active, subscription_type) values ($1, true, 'premium')`,
      [copier.userId],
    );
    privateSet = await newSet(owner, false);
    publicSet = await newSet(owner, true);
    borrowerSet = await newSet(borrower, true);
  });

  afterAll(() => server?.close());

  it('refuses a question pointed at another teacher’s file, added or edited, and never signs it', async () => {
    const secret = await upload(owner);
    await addOwnQuestion(owner, privateSet, secret);

    const added = await addQuestion(borrower, borrowerSet, secret);
    expect(added.status).toBe(400);
    expect(added.error).toMatchObject({ code: '23514', message: NOT_YOURS });

    const ownQuestion = await addOwnQuestion(borrower, borrowerSet, await upload(borrower));
    const edited = await borrower.client
      .from('questions')
      .update({ media_url: secret })
      .eq('id', ownQuestion);
    expect(edited.status).toBe(400);
    expect(edited.error).toMatchObject({ code: '23514', message: NOT_YOURS });

    expect(await signs(borrower, secret)).toBe(false);
    expect(await signs(owner, secret)).toBe(true);
  });

  it('still lets any question show the official library’s pictures', async () => {
    await addOwnQuestion(borrower, borrowerSet, OFFICIAL_PICTURE);
    expect(await signs(borrower, OFFICIAL_PICTURE)).toBe(true);
  });

  it('neither shows nor keeps a file through a question that pointed at it before the rule', async () => {
    const secret = await upload(owner);
    const ownerQuestion = await addOwnQuestion(owner, privateSet, secret);
    // A row written before the database refused such pointers, as an older server let through.
    await server.database.transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`);
      await tx.query(
        `insert into public.questions (question_set_id, question, answer, media_url, media_type, media_alt)
         values ($1, 'Borrowed', 'a', $2, 'image/png', 'A picture')`,
        [borrowerSet, secret],
      );
    });
    expect(await signs(borrower, secret)).toBe(false);

    expect((await owner.client.from('questions').delete().eq('id', ownerQuestion)).error).toBeNull();
    await expectGone(secret);
    expect(await signs(borrower, secret)).toBe(false);
  });

  it('lets a copy show its source’s pictures until their owner deletes them, and no other file of theirs', async () => {
    const shared = await upload(owner);
    const unshown = await upload(owner);
    const sourceQuestion = await addOwnQuestion(owner, publicSet, shared);
    const { data: copySet, error } = await copier.client.rpc('copy_question_set', { set_id: publicSet });
    expect(error).toBeNull();
    const { data: copied } = await copier.client
      .from('questions')
      .select('id')
      .eq('question_set_id', copySet)
      .eq('media_url', shared)
      .single();
    expect(await signs(copier, shared)).toBe(true);

    const swapped = await copier.client.from('questions').update({ media_url: unshown }).eq('id', copied!.id);
    expect(swapped.error).toMatchObject({ code: '23514', message: NOT_YOURS });

    expect((await owner.client.from('questions').delete().eq('id', sourceQuestion)).error).toBeNull();
    await expectGone(shared);
    expect(await signs(copier, shared)).toBe(false);
  });

  it('lets nobody claim a copy of a set they cannot read, or change where a set was copied from', async () => {
    const forged = await borrower.client
      .from('question_sets')
      .insert({ game_name: 'Not a copy', copied_from: privateSet });
    expect(forged.error).toMatchObject({
      code: '42501',
      message: 'A question set can only be copied from a set you may read.',
    });
    const moved = await borrower.client
      .from('question_sets')
      .update({ copied_from: publicSet })
      .eq('id', borrowerSet);
    expect(moved.error).toMatchObject({
      code: '42501',
      message: 'Where a question set was copied from cannot be changed.',
    });
  });
});
