import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n';

/**
 * Any JSON value as a readable tree: objects and lists fold open and shut (<details>), scalars
 * show as text. Used for the fields the service sent that the app does not model, so nothing the
 * POS says is hidden from the user.
 */
export function ValueTree({
  value,
  depth = 0,
  label = (key) => key,
}: {
  value: unknown;
  depth?: number;
  /** The name shown for a field (the key as sent unless the section knows better). */
  label?: (key: string) => string;
}) {
  if (!isContainer(value)) return <Scalar value={value} />;
  const entries = Array.isArray(value)
    ? value.map((v, i): [string, unknown] => [`${i + 1}`, v])
    : Object.entries(value);
  if (entries.length === 0)
    return (
      <span className="subtle">
        {Array.isArray(value) ? t('checks.tree.emptyList') : t('checks.tree.empty')}
      </span>
    );
  return (
    <dl className="cb-tree">
      {entries.map(([k, v]) => (
        <TreeEntry key={k} name={k} shown={label(k)} value={v} depth={depth} label={label} />
      ))}
    </dl>
  );
}

function TreeEntry({
  name,
  shown,
  value,
  depth,
  label,
}: {
  name: string;
  shown: string;
  value: unknown;
  depth: number;
  label: (key: string) => string;
}) {
  // The service's own name stays in the tooltip when a human label replaces it.
  const title = shown === name ? undefined : name;
  if (!isContainer(value)) {
    return (
      <div className="cb-tree__row" data-key={name}>
        <dt title={title}>{shown}</dt>
        <dd>
          <Scalar value={value} />
        </dd>
      </div>
    );
  }
  const size = Array.isArray(value) ? value.length : Object.keys(value).length;
  return (
    <div className="cb-tree__row cb-tree__row--nested">
      <details open={depth < 1}>
        <summary>
          <span className="muted" title={title}>
            {shown}
          </span>{' '}
          <span className="subtle">
            {Array.isArray(value)
              ? t('checks.tree.list', { count: size })
              : t('checks.tree.fields', { count: size })}
          </span>
        </summary>
        <ValueTree value={value} depth={depth + 1} label={label} />
      </details>
    </div>
  );
}

function Scalar({ value }: { value: unknown }): ReactNode {
  if (value === null || value === undefined) return <span className="subtle">{t('checks.tree.none')}</span>;
  if (typeof value === 'boolean') return <span>{value ? t('checks.tree.yes') : t('checks.tree.no')}</span>;
  if (typeof value === 'number') return <span className="mono">{String(value)}</span>;
  if (typeof value === 'string')
    return value === '' ? <span className="subtle">{t('checks.tree.empty')}</span> : <span>{value}</span>;
  return <span>{String(value)}</span>;
}

function isContainer(v: unknown): v is Record<string, unknown> | unknown[] {
  return typeof v === 'object' && v !== null;
}

/** Drops empty objects, so a section with nothing to say is not shown at all. */
export function hasFields(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(hasFields);
  if (typeof v === 'object' && v !== null) return Object.keys(v).length > 0;
  return v !== undefined;
}
