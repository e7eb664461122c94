import { Outlet } from 'react-router';
import { en } from '../../i18n/messages-en.ts';
import type { LanguageHandle } from '../../i18n/messages.tsx';

// The English edition's layout route (/en/…): its pages, and the root layout around them, read English (messagesOf).
export const handle: LanguageHandle = { messages: en };

export default function EnglishEdition() {
  return <Outlet />;
}
