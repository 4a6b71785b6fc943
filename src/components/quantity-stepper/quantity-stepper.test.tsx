// Bad input on the quantity steppers, as a table: a quantity is never typed, so the bad
// input is tapping past the bounds — past the stock, below 1, on a sold-out sku, fast repeated
// taps. The rows drive the stepper as the part page does: bounds from the stock
// (quantityBounds), the value clamped to it (clampQuantity), and as the phone's recommended parts
// do (0 to 99).
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clampQuantity, quantityBounds } from '@/domain/sku';
import { QuantityStepper } from './quantity-stepper';

interface StepperRow {
  name: string;
  /** The stock (the part page), or fixed bounds (the recommended parts). */
  stock?: number;
  bounds?: { min: number; max: number };
  start: number;
  taps: string;
  /** The quantity shown after the taps, and whether each button is then disabled. */
  shows: number;
  minusOff: boolean;
  plusOff: boolean;
}

function Harness({ row }: { row: StepperRow }) {
  const [wanted, setWanted] = useState(row.start);
  const { min, max } = row.bounds ?? quantityBounds(row.stock ?? 0);
  const value = row.stock === undefined ? wanted : clampQuantity(wanted, row.stock);
  return <QuantityStepper value={value} min={min} max={max} label="充电头" onChange={setWanted} />;
}

const ROWS: StepperRow[] = [
  {
    name: 'should count up to the stock',
    stock: 3,
    start: 1,
    taps: '++',
    shows: 3,
    minusOff: false,
    plusOff: true,
  },
  {
    name: 'should stop at the stock however often plus is tapped',
    stock: 3,
    start: 1,
    taps: '++++++',
    shows: 3,
    minusOff: false,
    plusOff: true,
  },
  {
    name: 'should not go below 1',
    stock: 5,
    start: 1,
    taps: '---',
    shows: 1,
    minusOff: true,
    plusOff: false,
  },
  {
    name: 'should come back down to 1 and stop',
    stock: 5,
    start: 4,
    taps: '-----',
    shows: 1,
    minusOff: true,
    plusOff: false,
  },
  {
    name: 'should allow neither button with one left',
    stock: 1,
    start: 1,
    taps: '+-+',
    shows: 1,
    minusOff: true,
    plusOff: true,
  },
  {
    name: 'should show 0 and allow neither button when sold out',
    stock: 0,
    start: 1,
    taps: '++-',
    shows: 0,
    minusOff: true,
    plusOff: true,
  },
  {
    name: 'should read a fractional stock as its whole part',
    stock: 2.7,
    start: 1,
    taps: '+++',
    shows: 2,
    minusOff: false,
    plusOff: true,
  },
  {
    name: 'should read a negative stock as none',
    stock: -3,
    start: 1,
    taps: '+',
    shows: 0,
    minusOff: true,
    plusOff: true,
  },
  {
    name: 'should clamp a wanted quantity above a stock that dropped',
    stock: 2,
    start: 9,
    taps: '',
    shows: 2,
    minusOff: false,
    plusOff: true,
  },
  {
    name: 'should follow alternating taps',
    stock: 10,
    start: 1,
    taps: '++-++-',
    shows: 3,
    minusOff: false,
    plusOff: false,
  },
  {
    name: 'should let a recommended part go back to 0',
    bounds: { min: 0, max: 99 },
    start: 1,
    taps: '--',
    shows: 0,
    minusOff: true,
    plusOff: false,
  },
  {
    name: 'should stop a recommended part at 99',
    bounds: { min: 0, max: 99 },
    start: 98,
    taps: '+++',
    shows: 99,
    minusOff: false,
    plusOff: true,
  },
];

describe('quantity stepper: bad input', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const user = userEvent.setup();
    render(<Harness row={row} />);
    const minus = screen.getByRole('button', { name: '减少充电头数量' });
    const plus = screen.getByRole('button', { name: '增加充电头数量' });
    for (const tap of row.taps) await user.click(tap === '+' ? plus : minus);
    expect(screen.getByRole('status')).toHaveTextContent(String(row.shows));
    expect(minus.hasAttribute('disabled')).toBe(row.minusOff);
    expect(plus.hasAttribute('disabled')).toBe(row.plusOff);
  });
});
