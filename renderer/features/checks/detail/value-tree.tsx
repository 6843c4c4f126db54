import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n';

/**
 * Any JSON value as a readable tree: objects and lists fold open and shut (<details>), scalars
 * show as text. Used for the fields the service sent that the app does not model, so nothing the
 * POS says is hidden from the user.
 */
export function ValueTree({ value, depth = 0 }: { value: unknown; depth?: number }) {
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
        <TreeEntry key={k} name={k} value={v} depth={depth} />
      ))}
    </dl>
  );
}

function TreeEntry({ name, value, depth }: { name: string; value: unknown; depth: number }) {
  if (!isContainer(value)) {
    return (
      <div className="cb-tree__row">
        <dt>{name}</dt>
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
          <span className="muted">{name}</span>{' '}
          <span className="subtle">
            {Array.isArray(value)
              ? t('checks.tree.list', { count: size })
              : t('checks.tree.fields', { count: size })}
          </span>
        </summary>
        <ValueTree value={value} depth={depth + 1} />
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
