import { useRecordContext } from 'ra-core';
import SanitizedHtml from '../components/SanitizedHtml';

/** An `html` field: the record's HTML, sanitized. */
export default function HtmlField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const value = record?.[source];
  if (typeof value !== 'string' || value === '') return null;
  return <SanitizedHtml html={value} />;
}
