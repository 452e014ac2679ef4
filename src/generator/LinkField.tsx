import { FunctionField, Link, type RaRecord } from 'react-admin';
import type { LinkTarget } from './defineResource';

/** The path a `link` field's row goes to, or null when it has none (see LinkTarget). */
export function linkPath(target: LinkTarget | undefined, record: RaRecord): string | null {
  const template = target?.by ? target.by.to[String(record[target.by.field])] : target?.to;
  if (!template) return null;
  let complete = true;
  const path = template.replace(/:([A-Za-z]\w*)/g, (_match, name: string) => {
    const raw: unknown = record[name];
    const value: unknown = Array.isArray(raw) ? raw[0] : raw;
    if (value === null || value === undefined || value === '') complete = false;
    return encodeURIComponent(String(value));
  });
  return complete ? path : null;
}

/** A record's text as a link inside the portal; it does not trigger the row's own click. */
export function LinkField({
  source,
  label,
  target,
}: {
  source: string;
  label: string;
  target: LinkTarget | undefined;
}) {
  return (
    <FunctionField
      source={source}
      label={label}
      render={(record) => {
        const text = String(record[source] ?? '');
        const path = linkPath(target, record);
        if (!path) return text;
        return <Link to={path}>{text}</Link>;
      }}
    />
  );
}
