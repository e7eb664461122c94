import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from './messages-en.ts';
import { LocaleProvider, useMessages } from './messages.tsx';

function Probe({ count }: { count: number }) {
  const messages = useMessages();
  return (
    <p lang={messages.locale}>
      {messages.nav.home}: {messages.checklist.speciesCount(count)}
    </p>
  );
}

describe('useMessages', () => {
  it('gives the Albanian catalogue without a provider, as every page has today', () => {
    expect(renderToString(<Probe count={58} />)).toBe('<p lang="sq">Ballina<!-- -->: <!-- -->58 lloje</p>');
  });

  it("gives the provider's catalogue to the pages inside it", () => {
    expect(
      renderToString(
        <LocaleProvider messages={en}>
          <Probe count={1} />
        </LocaleProvider>,
      ),
    ).toBe('<p lang="en">Home<!-- -->: <!-- -->1 species</p>');
  });
});
