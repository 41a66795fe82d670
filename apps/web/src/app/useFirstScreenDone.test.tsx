import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstScreenDone } from './useFirstScreenDone';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function Folded({ load }: { load: () => Promise<unknown> }) {
  const done = useFirstScreenDone(load);
  return <p>{done ? 'the folded part' : 'waiting'}</p>;
}

describe('useFirstScreenDone', () => {
  it('shows the part once the visitor reaches for the page and its code has arrived, not before', async () => {
    const code = deferred();
    let loads = 0;
    const load = () => {
      loads += 1;
      return code.promise;
    };
    render(<Folded load={load} />);
    fireEvent.pointerDown(document.body);
    expect(loads).toBe(1);
    expect(screen.getByText('waiting')).toBeInTheDocument();

    await act(async () => code.resolve());
    expect(await screen.findByText('the folded part')).toBeInTheDocument();
  });

  it('shows the part even when its code failed to load, so that its own loading tries again', async () => {
    const failing = () => Promise.reject(new Error('offline'));
    render(<Folded load={failing} />);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(await screen.findByText('the folded part')).toBeInTheDocument();
  });
});
