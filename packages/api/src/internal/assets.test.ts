import { describe, expect, it } from 'vitest';
import { logoUrl, publicLogoUrl } from './assets';
import { createBackendClient } from './client';

describe('publicLogoUrl', () => {
  it.each(['http://127.0.0.1:3000', 'https://quiz.example.org/', 'https://example.org/base/path'])(
    'is the address the storage client gives for %s',
    async (supabaseUrl) => {
      const client = createBackendClient(
        { supabaseUrl, supabaseAnonKey: 'anon' },
        { persistSession: false, autoRefreshToken: false },
      );
      const storage = await client.storage();
      expect(publicLogoUrl({ supabaseUrl })).toBe(
        storage.from('assets').getPublicUrl('logo.png').data.publicUrl,
      );
      expect(logoUrl(client)).toBe(publicLogoUrl({ supabaseUrl }));
    },
  );

  it('points into the public assets bucket', () => {
    expect(publicLogoUrl({ supabaseUrl: 'http://localhost:3000' })).toBe(
      'http://localhost:3000/storage/v1/object/public/assets/logo.png',
    );
  });
});
