import { jsonLdScriptText, type JsonLd as JsonLdData } from '../content/derived/structured-data.ts';

/** Structured data in the prerendered HTML (data, never executed; `<` is escaped). */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScriptText(data) }} />;
}
