// The peer suites are Supabase's own tests, which this repository does not keep: each run takes them, unchanged,
// from a git copy of supabase-js at the tag whose packages the workspace installs.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export const SUPABASE_JS_TAG = 'v2.109.0';

/** The git directory of a supabase-js copy, from SUPABASE_JS_REPO; refuses to go on without one. */
function sourceRepository() {
  const repository = process.env.SUPABASE_JS_REPO;
  if (!repository) {
    throw new Error(
      `Set SUPABASE_JS_REPO to the git directory of a copy of https://github.com/supabase/supabase-js that has the tag ${SUPABASE_JS_TAG}, e.g. git clone --bare https://github.com/supabase/supabase-js.git`,
    );
  }
  return repository;
}

/**
 * Writes the given files and folders of supabase-js at SUPABASE_JS_TAG into `folder` (emptied first), each under
 * its own name: `packages/core/auth-js/test` becomes `folder/test`. The copied package is CommonJS, as upstream.
 */
export function takeUpstream(folder, paths) {
  const archive = execFileSync(
    'git',
    ['--git-dir', sourceRepository(), 'archive', '--format=tar', SUPABASE_JS_TAG, ...paths],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const unpacked = join(folder, '.archive');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(unpacked, { recursive: true });
  execFileSync('tar', ['-x', '-C', unpacked], { input: archive });
  for (const path of paths) execFileSync('mv', [join(unpacked, path), join(folder, basename(path))]);
  rmSync(unpacked, { recursive: true, force: true });
  writeFileSync(join(folder, 'package.json'), '{ "type": "commonjs" }\n');
}
