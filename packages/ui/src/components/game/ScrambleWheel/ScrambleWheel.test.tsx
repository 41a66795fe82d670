import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ScrambleWheel } from './ScrambleWheel';

describe('ScrambleWheel', () => {
  it('shows the labels and result exactly as given', () => {
    const html = renderToStaticMarkup(
      <ScrambleWheel
        playerName="Ada"
        color="#FE2602"
        status="spun"
        leverLabel="Spin Used"
        reel={{ value: '+0', message: "Yolk's on You!" }}
        result={{ text: '+0 Points!', message: "Yolk's on You!" }}
        nextLabel="Continue"
        onPullLever={() => undefined}
        onNext={() => undefined}
      />,
    );
    expect(html).toContain('+0 Points! <span');
    expect(html).toContain('Spin Used</button>');
    expect(html).toContain('Continue</button>');
  });
});
