import { pageMeta } from '../../config/page-meta.ts';
import { messagesOf } from '../../i18n/messages.tsx';
import type { Route } from './+types/error';
import { DataErrorPage } from '../../features/errors/data-error-page.tsx';

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const m = messagesOf(matches).errors;
  return pageMeta(m.dataMetaTitle, m.dataMetaDescription, location);
};

export default function ErrorRoute() {
  return <DataErrorPage />;
}
