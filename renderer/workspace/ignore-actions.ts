import type { AppErrorShape } from '../../shared/domain/errors';
import { errorShapeOf } from '../api/api-error';
import { api } from '../api/client';
import { useWorkspace } from './workspace-store';

/** Marks items as never to be mapped (seat numbers, notes...) or back. Stored by the core per branch. */
export async function setIgnored(
  itemIds: readonly number[],
  ignored: boolean,
): Promise<AppErrorShape | null> {
  const { branch, readOnly } = useWorkspace.getState();
  if (!branch || readOnly || itemIds.length === 0) return null;
  try {
    const list = await api().call('ignore.set', { branch, itemIds: [...itemIds], ignored });
    if (useWorkspace.getState().branch === branch) useWorkspace.setState({ ignored: new Set(list) });
    return null;
  } catch (e) {
    return errorShapeOf(e);
  }
}
