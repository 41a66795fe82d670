import { QueryClient, dehydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { QUERY_STATE_ELEMENT_ID, queryStateBlock, readQueryState } from './queryState';

function pageWith(html: string): Document {
  const page = document.implementation.createHTMLDocument();
  page.body.innerHTML = html;
  return page;
}

describe('the query state a page carries', () => {
  it('comes back as it went in, even when the data holds markup that would end the block', () => {
    const queryClient = new QueryClient();
    const name = '</script><script>alert("set")</script> & <!-- \u2028';
    queryClient.setQueryData(['library', 'public', {}], [{ id: 'a', game_name: name }]);
    const block = queryStateBlock(dehydrate(queryClient));

    expect(block.match(/<\/script>/g)).toHaveLength(1);
    const page = pageWith(block);
    expect(page.querySelectorAll('script')).toHaveLength(1);
    const state = readQueryState(page);
    expect(state).toBeDefined();
    expect(state!.queries[0]!.state.data).toEqual([{ id: 'a', game_name: name }]);
  });

  it('is none when the page has no block, or one that is not a query state', () => {
    expect(readQueryState(pageWith('<p>No data here</p>'))).toBeUndefined();
    for (const text of ['{not json', '[]', '{"queries": 3}', 'null']) {
      const page = pageWith(
        `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${text}</script>`,
      );
      expect(readQueryState(page), text).toBeUndefined();
    }
  });
});
