import type { Route } from './+types/release';
import { pageMeta } from '../../config/page-meta.ts';
import { messagesOf } from '../../i18n/messages.tsx';
import { loadReleasePage } from '../../features/releases/release-data.server.ts';
import { ReleasePage } from '../../features/releases/release-page.tsx';

/** The version is the last path segment: `/en/releases/2` → '2'. */
const versionOf = (url: string) => new URL(url).pathname.replace(/\/+$/, '').split('/').pop() ?? '';

// Prerendered: one route per published version (routes.ts), so any other number is the site's 404.
export function loader({ request }: Route.LoaderArgs) {
  return loadReleasePage(versionOf(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const m = messagesOf(matches).releases;
  const { version, issued } = loaderData.release;
  return pageMeta(m.metaTitle(version), m.metaDescription(version, issued), location);
};

export default function ReleaseRoute({ loaderData }: Route.ComponentProps) {
  return <ReleasePage data={loaderData} />;
}
