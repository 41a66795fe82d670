import { createHash } from 'node:crypto';

// A school's data as the app writes it, through the server's HTTP API: teachers who signed up, their question
// sets and questions, and a picture. Used to fill a server before a backup and to check the restored one.

export interface ClassroomTeacher {
  email: string;
  password: string;
  sets: { name: string; questions: string[] }[];
  /** The path of the teacher's picture in the question-media bucket, and its SHA-256. */
  picture: { path: string; sha256: string };
}

export interface Classroom {
  teachers: ClassroomTeacher[];
}

export interface ServerAddress {
  url: string;
  anonKey: string;
}

// A 1×1 PNG, different for each teacher by its last pixel byte.
function picture(shade: number): Uint8Array {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([png, Buffer.from([shade])]);
}

async function call(
  server: ServerAddress,
  method: string,
  path: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<unknown> {
  const binary = body instanceof Uint8Array;
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${token ?? server.anonKey}`,
      ...(body === undefined || binary ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: binary ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

export async function signIn(
  server: ServerAddress,
  email: string,
  password: string,
): Promise<{ token: string; userId: string }> {
  const session = (await call(server, 'POST', '/auth/v1/token?grant_type=password', {
    body: { email, password },
  })) as { access_token: string; user: { id: string } };
  return { token: session.access_token, userId: session.user.id };
}

/** Adds questions to a set in one request: one transaction, so a backup holds all of them or none. */
export async function addQuestions(
  server: ServerAddress,
  token: string,
  setId: string,
  questions: string[],
): Promise<void> {
  await call(server, 'POST', '/rest/v1/questions', {
    token,
    body: questions.map((question, position) => ({
      question_set_id: setId,
      question,
      answer: `Answer to ${question}`,
      position,
    })),
  });
}

/** Signs teachers up and has each write two sets and upload a picture. Email confirmation must be off. */
export async function fillClassroom(server: ServerAddress, label: string): Promise<Classroom> {
  const teachers: ClassroomTeacher[] = [];
  for (const [index, name] of ['ada', 'grace'].entries()) {
    const email = `${name}.${label}@school.example`;
    const password = `Correct horse ${index} battery`;
    await call(server, 'POST', '/auth/v1/signup', { body: { email, password } });
    const { token, userId } = await signIn(server, email, password);
    const sets: ClassroomTeacher['sets'] = [];
    for (const topic of ['Fractions', 'Planets']) {
      const name = `${topic} with ${email}`;
      const [set] = (await call(server, 'POST', '/rest/v1/question_sets', {
        token,
        body: { game_name: name },
        headers: { prefer: 'return=representation' },
      })) as { id: string }[];
      const questions = [1, 2, 3].map((number) => `${topic} question ${number}`);
      await addQuestions(server, token, set!.id, questions);
      sets.push({ name, questions });
    }
    const body = picture(index);
    const path = `${userId}/board.png`;
    await call(server, 'POST', `/storage/v1/object/question-media/${path}`, {
      token,
      body,
      headers: { 'content-type': 'image/png' },
    });
    teachers.push({
      email,
      password,
      sets,
      picture: { path, sha256: createHash('sha256').update(body).digest('hex') },
    });
  }
  return { teachers };
}

/** What a teacher finds on a server: their sets with their questions in order, and their picture's SHA-256. */
export async function teacherView(
  server: ServerAddress,
  teacher: ClassroomTeacher,
): Promise<{ sets: ClassroomTeacher['sets']; pictureSha256: string }> {
  const { token, userId } = await signIn(server, teacher.email, teacher.password);
  const rows = (await call(
    server,
    'GET',
    `/rest/v1/question_sets?select=game_name,questions(question,position)&created_by=eq.${userId}&order=game_name`,
    { token },
  )) as { game_name: string; questions: { question: string; position: number }[] }[];
  // No question shows the picture yet, so it is its uploader's alone.
  const response = await fetch(
    `${server.url}/storage/v1/object/authenticated/question-media/${teacher.picture.path}`,
    { headers: { apikey: server.anonKey, authorization: `Bearer ${token}` } },
  );
  if (!response.ok) {
    throw new Error(
      `The picture ${teacher.picture.path} answered ${response.status}: ${await response.text()}`,
    );
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    sets: rows.map((row) => ({
      name: row.game_name,
      questions: row.questions
        .filter((question) => /question \d+$/.test(question.question))
        .sort((a, b) => a.position - b.position)
        .map((question) => question.question),
    })),
    pictureSha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
