import { NotFoundPage, notFoundMeta } from '../../features/errors/not-found-page.tsx';

export const meta = notFoundMeta;

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
