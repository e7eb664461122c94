import { pageMeta } from '../../config/page-meta.ts';
import { sq } from '../../i18n/messages-sq.ts';
import { DataErrorPage } from '../../features/errors/data-error-page.tsx';

export const meta = () => pageMeta(sq.errors.dataMetaTitle, sq.errors.dataMetaDescription);

export default function ErrorRoute() {
  return <DataErrorPage />;
}
