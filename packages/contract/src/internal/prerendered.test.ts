import { describe, expect, it } from 'vitest';
import { isPrerenderedIndex } from './prerendered';

describe('the prerendered page index', () => {
  it('takes an index with pages alone, or with the data pages, frame and renderer too', () => {
    expect(isPrerenderedIndex({ backendUrl: 'https://b.example', pages: { '/auth': 'auth.html' } })).toBe(
      true,
    );
    expect(
      isPrerenderedIndex({
        backendUrl: 'https://b.example',
        pages: { '/': 'index.html', '/library': 'library.html' },
        dataPages: ['/library'],
        frame: 'frame.html',
        renderer: 'renderer.js',
      }),
    ).toBe(true);
  });

  it.each([
    ['nothing', null],
    ['a list', []],
    ['no backend URL', { pages: {} }],
    ['no pages', { backendUrl: 'https://b.example' }],
    ['a page that is not a file name', { backendUrl: 'https://b.example', pages: { '/': 1 } }],
    ['data pages that are not paths', { backendUrl: 'x', pages: {}, dataPages: [1] }],
    ['a frame that is not a file name', { backendUrl: 'x', pages: {}, frame: true }],
    ['a renderer that is not a file name', { backendUrl: 'x', pages: {}, renderer: {} }],
  ])('refuses %s', (_, value) => {
    expect(isPrerenderedIndex(value)).toBe(false);
  });
});
