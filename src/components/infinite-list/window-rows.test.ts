import { describe, expect, it } from 'vitest';
import { rowOffsets, visibleRows } from './window-rows';

describe('rowOffsets', () => {
  it('should put each row below the previous one and end with the total height', () => {
    expect(rowOffsets(3, (i) => [100, 120, 80][i])).toEqual([0, 100, 220, 300]);
  });

  it('should be just the top for no rows', () => {
    expect(rowOffsets(0, () => 100)).toEqual([0]);
  });
});

describe('visibleRows', () => {
  const offsets = rowOffsets(100, () => 100);

  it('should render the rows of the viewport and the overscan at the top of the list', () => {
    expect(visibleRows(offsets, 0, 250, 2)).toEqual({ start: 0, end: 5 });
  });

  it('should render the rows around the viewport further down', () => {
    expect(visibleRows(offsets, 5_050, 300, 1)).toEqual({ start: 49, end: 55 });
  });

  it('should treat a viewport above the list as its top', () => {
    expect(visibleRows(offsets, -400, 500, 0)).toEqual({ start: 0, end: 2 });
  });

  it('should stop at the last row past the end', () => {
    expect(visibleRows(offsets, 20_000, 500, 3)).toEqual({ start: 96, end: 100 });
  });

  it('should render nothing for no rows', () => {
    expect(
      visibleRows(
        rowOffsets(0, () => 100),
        0,
        500,
        4,
      ),
    ).toEqual({ start: 0, end: 0 });
  });

  it('should follow measured sizes', () => {
    const mixed = rowOffsets(4, (i) => [50, 400, 50, 50][i]);
    expect(visibleRows(mixed, 100, 100, 0)).toEqual({ start: 1, end: 2 });
  });
});
