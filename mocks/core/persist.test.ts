// Every store hands over all of its state: a mock loaded from the file another mock saved answers
// the same for each area (sold phones and part stock, favourites, coupons, orders, reviews).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMock } from '../mock';
import { StateFile } from './persist';

const quiet = () => undefined;

describe('the saved state of every area', () => {
  it('should come back whole in a mock started from the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-state-'));
    const first = createMock({ stateFile: new StateFile(dir, 'test'), log: quiet });
    const { db } = first;

    db.catalogue.markSold(10002);
    expect(db.catalogue.takeStock(21001, 3)).toBe(true);
    db.catalogue.addFavorite(10001, 10005, Date.UTC(2026, 10, 1));
    expect(db.accounts.useCoupon(10001, 50003)).toBeDefined();
    const sessionUser = db.accounts.userByToken('5f2b8c1e9a7d4e3f8b6c0a1d2e3f4a5b')!;
    const shipped = db.orders.list(10001, undefined, 1).find((o) => o.order_status === 1)!;
    db.orders.advance(shipped.order_no, 'shipped');
    expect(db.reviews.like(30001, 10001, false).ok).toBe(true);
    first.persist();

    const second = createMock({ stateFile: new StateFile(dir, 'test'), log: quiet });
    const again = second.db;
    expect(again.catalogue.phone(10002)?.sold).toBe(true);
    expect(again.catalogue.partSku(21001)?.storage).toBe(db.catalogue.partSku(21001)!.storage);
    expect(again.catalogue.favorites(10001)).toEqual(db.catalogue.favorites(10001));
    expect(again.accounts.usableCoupons(10001).map((c) => c.bonus_id)).toEqual(
      db.accounts.usableCoupons(10001).map((c) => c.bonus_id),
    );
    expect(again.accounts.userByToken(sessionUser.token)?.userId).toBe(10001);
    expect(again.orders.order(shipped.order_no)?.status).toBe(db.orders.order(shipped.order_no)!.status);
    expect(again.orders.counts(10001)).toEqual(db.orders.counts(10001));
    expect(again.reviews.review(30001, 10001)).toEqual(db.reviews.review(30001, 10001));
  });
});
