// The catalogue's state: phones (sold / on sale change with orders), part SKUs with stock, and each
// user's favourites. Other areas use it through CatalogueApi (mocks/db.ts); the handlers use the rest.
import { refill, type Persistent } from '../../core/persistent';
import type { CatalogueApi, PartSkuInfo, PhoneInfo } from '../../db';
import { toYuan } from '../../core/money';
import { FIXTURE_NOW, formatTime } from '../../core/time';
import {
  SEED_FAVORITES,
  buildCatalogue,
  recommendedPartIds,
  type PartRecord,
  type PhoneRecord,
  type SkuRecord,
} from './fixtures';
import { MODELS, PNID, PROP_GROUPS } from './taxonomy';

/** Filters of new_search_list and seach_count, already checked. */
export interface SearchFilter {
  typeId?: number;
  brandId?: number;
  modelId?: number;
  /** Inclusive price range in fen; absent when not given or not min < max. */
  price?: { min: number; max: number };
  /** pnid:pvid pairs that must all match. */
  props: [number, number][];
  sort?: 'asc' | 'desc';
}

export interface Favorite {
  productId: number;
  at: number;
}

export interface FilterGroupData {
  pnid: number;
  pn_name: string;
  filter_data: { pvid: number; pv_name: string }[];
}

export const partPic = (part: PartRecord) => `/mock-assets/parts/${part.slug}.jpg`;
export const specText = (sku: SkuRecord) => sku.optionNames.join(' ');

export function createCatalogueStore() {
  const data = buildCatalogue();
  const phones = new Map(data.phones.map((p) => [p.id, p]));
  const parts = new Map(data.parts.map((p) => [p.id, p]));
  const skus = new Map<number, SkuRecord>(
    data.parts.flatMap((p) => p.skus.map((s) => [s.skuId, s] as const)),
  );
  const favorites = new Map<number, Favorite[]>();
  for (const [userId, ids] of Object.entries(SEED_FAVORITES)) {
    favorites.set(
      Number(userId),
      ids.map((productId, i) => ({ productId, at: FIXTURE_NOW.getTime() - (i + 1) * 26 * 3_600_000 })),
    );
  }
  let skSerial = 0;

  /** Phones a buyer can buy: on sale and not sold. Lists show only these. */
  const listed = () => data.phones.filter((p) => p.onSale && !p.sold);

  // Default order ("综合"): hottest first, then by id, so pages stay stable.
  const byHeat = (a: PhoneRecord, b: PhoneRecord) => b.heat - a.heat || a.id - b.id;

  function matches(p: PhoneRecord, f: SearchFilter): boolean {
    if (f.typeId !== undefined && p.typeId !== f.typeId) return false;
    if (f.brandId !== undefined && p.brandId !== f.brandId) return false;
    if (f.modelId !== undefined && p.modelId !== f.modelId) return false;
    if (f.price && (p.priceFen < f.price.min || p.priceFen > f.price.max)) return false;
    return f.props.every(([pnid, pvid]) => p.props[pnid] === pvid);
  }

  const store = {
    // --- CatalogueApi -------------------------------------------------------------------------
    phone(productId: number): PhoneInfo | undefined {
      const p = phones.get(productId);
      if (!p) return undefined;
      return {
        productId: p.id,
        name: p.name,
        price: toYuan(p.priceFen),
        pic: p.mainPic,
        banben: p.banben,
        network: p.netword,
        sold: p.sold,
        onSale: p.onSale,
        services: p.services.map((s) => ({ ...s })),
      };
    },
    partSku(skuId: number): PartSkuInfo | undefined {
      const sku = skus.get(skuId);
      const part = sku && parts.get(sku.productId);
      if (!sku || !part) return undefined;
      return {
        skuId: sku.skuId,
        productId: part.id,
        name: part.name,
        price: toYuan(sku.priceFen),
        pic: partPic(part),
        specText: specText(sku),
        storage: sku.storage,
      };
    },
    partPrice(productId: number): string | undefined {
      const part = parts.get(productId);
      return part ? toYuan(part.priceFen) : undefined;
    },
    markSold(productId: number): void {
      const p = phones.get(productId);
      if (p) p.sold = true;
    },
    markAvailable(productId: number): void {
      const p = phones.get(productId);
      if (p) p.sold = false;
    },
    takeStock(skuId: number, num: number): boolean {
      const sku = skus.get(skuId);
      if (!sku || !Number.isInteger(num) || num < 1 || sku.storage < num) return false;
      sku.storage -= num;
      return true;
    },
    returnStock(skuId: number, num: number): void {
      const sku = skus.get(skuId);
      if (sku && Number.isInteger(num) && num > 0) sku.storage += num;
    },

    // --- phones -------------------------------------------------------------------------------
    phoneRecord: (productId: number) => phones.get(productId),
    /** All phones in id order (sold and off-sale included). */
    allPhones: (): readonly PhoneRecord[] => data.phones,
    search(f: SearchFilter): PhoneRecord[] {
      const found = listed().filter((p) => matches(p, f));
      if (f.sort === 'asc') return found.sort((a, b) => a.priceFen - b.priceFen || a.id - b.id);
      if (f.sort === 'desc') return found.sort((a, b) => b.priceFen - a.priceFen || a.id - b.id);
      return found.sort(byHeat);
    },
    /** Hot sellers: shown when a search finds nothing. */
    hotSellers: (count = 10) => listed().sort(byHeat).slice(0, count),
    recommended: () =>
      data.recommendIds
        .map((id) => phones.get(id))
        .filter((p): p is PhoneRecord => !!p && p.onSale && !p.sold),
    newToday: () =>
      listed()
        .filter((p) => p.newToday)
        .sort((a, b) => b.listedAt - a.listedAt || a.id - b.id),
    /** Property groups present among the listed phones of the type, brand and model. */
    filterGroups(typeId?: number, brandId?: number, modelId?: number): FilterGroupData[] {
      const scope = listed().filter((p) => matches(p, { typeId, brandId, props: [] }));
      const inModel = scope.filter((p) => modelId === undefined || p.modelId === modelId);
      const groups: FilterGroupData[] = [];
      for (const g of PROP_GROUPS) {
        let values: { pvid: number; pv_name: string }[];
        if (g.pnid === PNID.model) {
          // The model group lists every model of the brand, so the user can switch models.
          const present = new Set(scope.map((p) => p.modelId));
          values = MODELS.filter((x) => present.has(x.id)).map((x) => ({ pvid: x.id, pv_name: x.name }));
        } else {
          const present = new Set(inModel.map((p) => p.props[g.pnid]));
          values = Object.entries(g.values)
            .filter(([, pvid]) => present.has(pvid))
            .map(([pv_name, pvid]) => ({ pvid, pv_name }));
        }
        if (values.length) groups.push({ pnid: g.pnid, pn_name: g.name, filter_data: values });
      }
      return groups;
    },

    // --- parts --------------------------------------------------------------------------------
    part: (productId: number) => parts.get(productId),
    allParts: (): readonly PartRecord[] => data.parts,
    /** Recommended parts for a phone with the SKU to offer (the phone's colour when a case has it). */
    recommendedParts(productId: number): { part: PartRecord; sku: SkuRecord }[] {
      const p = phones.get(productId);
      if (!p) return [];
      return recommendedPartIds(p.brandId, p.modelId).flatMap((id) => {
        const part = parts.get(id);
        if (!part) return [];
        const inStock = part.skus.filter((s) => s.storage > 0);
        const sku = inStock.find((s) => s.optionNames.includes(p.color)) ?? inStock[0];
        return sku ? [{ part, sku }] : [];
      });
    },

    // --- favourites ---------------------------------------------------------------------------
    isFavorite: (userId: number | undefined, productId: number) =>
      userId !== undefined && (favorites.get(userId) ?? []).some((f) => f.productId === productId),
    /** false when already a favourite. */
    addFavorite(userId: number, productId: number, at = Date.now()): boolean {
      const list = favorites.get(userId) ?? [];
      if (list.some((f) => f.productId === productId)) return false;
      favorites.set(userId, [{ productId, at }, ...list]);
      return true;
    },
    /** false when not a favourite. */
    removeFavorite(userId: number, productId: number): boolean {
      const list = favorites.get(userId) ?? [];
      if (!list.some((f) => f.productId === productId)) return false;
      favorites.set(
        userId,
        list.filter((f) => f.productId !== productId),
      );
      return true;
    },
    /** Newest first. */
    favorites: (userId: number): readonly Favorite[] => favorites.get(userId) ?? [],

    // --- home and misc ------------------------------------------------------------------------
    content: data,
    /** A tracking id for a list answer (sk), echoed back by the client when it adds to the cart. */
    nextSk(prefix: string): string {
      skSerial += 1;
      return `${prefix}-${formatTime(FIXTURE_NOW).slice(0, 10).replace(/-/g, '')}-${String(skSerial).padStart(4, '0')}`;
    },

    // Phones, parts and SKUs are updated in place: the lists and maps above share those records.
    snapshot: () => ({ phones: data.phones, parts: data.parts, favorites, skSerial }),
    restore(state: unknown) {
      const s = state as {
        phones: PhoneRecord[];
        parts: typeof data.parts;
        favorites: typeof favorites;
        skSerial: number;
      };
      for (const p of s.phones) Object.assign(phones.get(p.id) ?? {}, p);
      for (const { skus: savedSkus, ...part } of s.parts) {
        Object.assign(parts.get(part.id) ?? {}, part);
        for (const sku of savedSkus) Object.assign(skus.get(sku.skuId) ?? {}, sku);
      }
      refill(favorites, s.favorites);
      skSerial = s.skSerial;
    },
  };
  return store satisfies CatalogueApi & Persistent;
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;
