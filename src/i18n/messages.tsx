// The catalogue of the page's language for components: Albanian unless a LocaleProvider says otherwise.
import { createContext, useContext, type ReactNode } from 'react';
import { sq, type Messages } from './messages-sq.ts';

export type { Messages } from './messages-sq.ts';

/** For class components (`static contextType`); function components call useMessages. */
export const MessagesContext = createContext<Messages>(sq);

/**
 * Gives its pages another language's catalogue: `<LocaleProvider messages={en}>`. The catalogue is passed, not
 * named, so that only the pages of a language import its texts (the Albanian pages never load the English ones).
 */
export function LocaleProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  return <MessagesContext value={messages}>{children}</MessagesContext>;
}

/** The interface texts of the page's language. */
export function useMessages(): Messages {
  return useContext(MessagesContext);
}
