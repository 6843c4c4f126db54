import { type BranchItem, buildBranchMenu, catalogTailSize } from './data/branch-menu';
import { buildCatalog, type Catalog } from './data/catalog';
import type { BranchInfo } from './data/chain';
import { DIALECTS, type Dialect } from './dialects/dialect';
import { writeItem } from './dialects/write-records';

export type BranchMenu = {
  info: BranchInfo;
  items: BranchItem[];
  byId: Map<number, BranchItem>;
  byNo: Map<string, BranchItem>;
  /** Bumped on every code change; the serialised answer is cached per version. */
  version: number;
  /** Items set inactive (control.setInactive): the service refuses to update their code. */
  inactive: Set<number>;
};

export type ItemStore = {
  branches: readonly BranchInfo[];
  find(code: string): BranchInfo | undefined;
  /** Builds the branch's menu on first use (cheap enough to do inside a request). */
  menu(code: string): BranchMenu;
  setCode(menu: BranchMenu, item: BranchItem, code: string): void;
  setName(menu: BranchMenu, item: BranchItem, name: string): void;
  /** GetItemsIntegrationCode's Data, serialised once per version so the largest menus answer fast. */
  itemsJson(menu: BranchMenu): string;
};

export function createItemStore(
  seed: number,
  branches: readonly BranchInfo[],
  dialect: Dialect = DIALECTS.standard,
): ItemStore {
  const byCode = new Map(branches.map((b) => [b.code, b]));
  const menus = new Map<string, BranchMenu>();
  const json = new Map<string, { version: number; text: string }>();
  let catalog: Catalog | undefined;
  const maxItems = branches.reduce((m, b) => Math.max(m, b.itemCount), 0);

  const menu = (code: string): BranchMenu => {
    const existing = menus.get(code);
    if (existing) return existing;
    const info = byCode.get(code);
    if (!info) throw new Error(`Unknown branch "${code}"`);
    catalog ??= buildCatalog(seed, catalogTailSize(maxItems));
    const items = buildBranchMenu(seed, info, catalog);
    const built: BranchMenu = {
      info,
      items,
      byId: new Map(items.map((i) => [i.itemId, i])),
      byNo: new Map(items.map((i) => [i.itemNo, i])),
      version: 0,
      inactive: new Set(),
    };
    menus.set(code, built);
    return built;
  };

  return {
    branches,
    find: (code) => byCode.get(code),
    menu,
    setCode(m, item, code) {
      if (item.code === code) return;
      item.code = code;
      m.version++;
    },
    setName(m, item, name) {
      if (item.name === name) return;
      item.name = name;
      m.version++;
    },
    itemsJson(m) {
      const cached = json.get(m.info.code);
      if (cached && cached.version === m.version) return cached.text;
      const text = JSON.stringify(m.items.map((i) => writeItem(dialect, i)));
      json.set(m.info.code, { version: m.version, text });
      return text;
    },
  };
}
