// The catalogue of the page's language for components: Albanian unless a LocaleProvider says otherwise.
import { createContext, useContext, type ReactNode } from 'react';
import { sq, type Messages } from './messages-sq.ts';
import { inEdition } from '../config/paths.ts';

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

/** What the English edition's layout route gives as its `handle`: its pages' catalogue (routes/english-edition.tsx). */
export type LanguageHandle = { messages: Messages };

/**
 * The catalogue of the matched routes (React Router's matches, or a meta function's): the one an edition's layout
 * route hands down, else Albanian. The root layout and every route's meta read the page's language from it.
 */
export function messagesOf(matches: readonly ({ handle?: unknown } | undefined)[]): Messages {
  for (const match of matches) {
    const handle = match?.handle as Partial<LanguageHandle> | undefined;
    if (handle?.messages) return handle.messages;
  }
  return sq;
}

/** The router path of a page in the page's own edition: '/endemic' → '/en/endemic' on an English page. */
export function useEditionPath(): (routerPath: string) => string {
  const { locale } = useMessages();
  return (routerPath) => inEdition(locale, routerPath);
}
