import { describe, expect, it } from 'vitest';
import { tabLabel, tabTypeId, tabWidth } from './tabs';

describe('home tabs', () => {
  it('should split the screen among the tabs, at most five at a time', () => {
    expect(tabWidth(4)).toBe('25%');
    expect(tabWidth(5)).toBe('20%');
    expect(tabWidth(8)).toBe('20%');
    expect(tabWidth(1)).toBe('100%');
  });

  it('should show the category 手机 as iPhone (docs/product/limits.md)', () => {
    expect(tabLabel('手机')).toBe('iPhone');
    expect(tabLabel('安卓')).toBe('安卓');
  });

  it('should read the tab query value as a positive type_id, anything else as 推荐', () => {
    expect(tabTypeId('3')).toBe(3);
    expect(tabTypeId('888')).toBe(888);
    for (const bad of [null, '', '0', '-2', '1.5', 'abc', ' ']) expect(tabTypeId(bad)).toBeUndefined();
  });
});
