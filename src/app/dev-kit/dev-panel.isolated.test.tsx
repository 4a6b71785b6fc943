import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { FORM } from '@/api/client';
import { api } from '@/lib/api';
import { clearUserData, readUserData } from '@/lib/session';
import { testQueryClient } from '@/test/render-page';
import { mockServerForTests } from '@/test/mock-server';
import { CallLog, recordCalls } from './call-log';
import { DevPanel } from './dev-panel';
import { FAULTS } from './dev-panel-options';

const { mock } = mockServerForTests();

// The panel's messages, recorded rather than looked for on screen: a toast shows for 1 s, which a
// busy machine can miss.
const toasts = vi.hoisted(() => [] as { text: string; icon?: string }[]);
vi.mock('@/lib/toast', () => ({
  toast: async (text: string, icon?: string) => {
    toasts.push({ text, icon });
  },
}));
const toasted = (text: string | RegExp, icon = 'success') =>
  waitFor(
    () =>
      expect(toasts).toContainEqual({
        text: typeof text === 'string' ? text : expect.stringMatching(text),
        icon,
      }),
    { timeout: 20_000 },
  );

// The app's client records into this log, as start-dev-kit.tsx sets it up.
const log = new CallLog();
api.use(recordCalls(log));

let fetches = 0;
/** A screen's query, to see the panel make the screen refetch after a change. */
function Probe() {
  const q = useQuery({ queryKey: ['probe'], queryFn: () => ++fetches });
  return <p data-testid="probe">{q.data}</p>;
}

function renderPanel(client: QueryClient = testQueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <Probe />
      <DevPanel log={log} demo={false} />
    </QueryClientProvider>,
  );
}

// Plain DOM events: a select or input takes its value in one step.
const pick = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

async function openPanel() {
  fireEvent.click(screen.getByRole('button', { name: '开发面板' }));
  const panel = await screen.findByRole('dialog', { name: '开发面板' });
  // The operations arrive from the control API.
  await within(panel).findByRole('option', { name: 'getGiftBonus' }, { timeout: 20_000 });
  return panel;
}

const home = () => api.GET('/api/home/app_home_v3', { params: { query: {} } });

beforeEach(() => {
  log.clear();
  toasts.length = 0;
  fetches = 0;
  mock.reset();
});

afterEach(() => clearUserData());

describe('DevPanel', { timeout: 60_000 }, () => {
  it('should list the last calls, newest first, with operation, outcome and time', async () => {
    await home();
    mock.faults.add('appHomeV3', { kind: 'status', status: 503 }, 1);
    await home().catch(() => undefined);
    mock.faults.add('appHomeV3', { kind: 'drop' }, 1);
    await home().catch(() => undefined);
    await api
      .POST('/api/login', { body: { username: '13800138000', password: 'wrong1' }, headers: FORM })
      .catch(() => undefined);
    renderPanel();
    const panel = await openPanel();
    const rows = within(within(panel).getByRole('list', { name: '最近调用' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.replace(/\d\d:\d\d:\d\d.*$/, ''))).toEqual([
      'logincode 0',
      'appHomeV3断开',
      'appHomeV3HTTP 503',
      'appHomeV3code 1',
    ]);
    expect(rows[0]!.querySelector('time')!.textContent).toMatch(/^\d\d:\d\d:\d\d$/);
  });

  it('should queue the scenario picked for an operation through the control API', async () => {
    renderPanel();
    const panel = await openPanel();
    pick(within(panel).getByLabelText('接口'), 'getGiftBonus');
    expect(within(panel).getByRole('option', { name: 'code -2 · alreadyClaimed' })).toBeInTheDocument();
    pick(within(panel).getByLabelText('业务码场景'), 'alreadyClaimed');
    fireEvent.click(within(panel).getByRole('button', { name: '应用场景' }));
    await toasted('下一次 getGiftBonus 返回 alreadyClaimed');
    expect(mock.scenarios.list()).toEqual({ getGiftBonus: ['alreadyClaimed'] });
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('2'), { timeout: 20_000 });
  });

  it('should set the fault picked, list it, and clear all faults', async () => {
    renderPanel();
    const panel = await openPanel();
    pick(within(panel).getByLabelText('接口'), 'orderList');
    pick(within(panel).getByLabelText('故障'), String(FAULTS.findIndex((f) => f.label === 'HTTP 503')));
    pick(within(panel).getByLabelText('次数'), '2');
    fireEvent.click(within(panel).getByRole('button', { name: '应用故障' }));
    await toasted('已设置故障：HTTP 503');
    expect(mock.faults.all()).toMatchObject([
      { operation: 'orderList', spec: { kind: 'status', status: 503 }, remaining: 2 },
    ]);
    const active = await within(panel).findByRole('list', { name: '生效中的故障' }, { timeout: 20_000 });
    expect(active.textContent).toBe('orderList：HTTP 503，剩 2 次');

    fireEvent.click(within(panel).getByRole('button', { name: '清除全部故障' }));
    // The list goes once the faults are cleared and the panel has read them again.
    await waitFor(() => expect(within(panel).queryByRole('list', { name: '生效中的故障' })).toBeNull(), {
      timeout: 8000,
    });
    expect(mock.faults.all()).toEqual([]);
  });

  it('should reset the mock and make the screen refetch', async () => {
    mock.db.catalogue.markSold(10001);
    mock.faults.add('*', { kind: 'delay', delay: 100 });
    renderPanel();
    const panel = await openPanel();
    expect(screen.getByTestId('probe').textContent).toBe('1');
    fireEvent.click(within(panel).getByRole('button', { name: '重置 mock 数据' }));
    await toasted('已重置为初始数据');
    expect(mock.db.catalogue.phone(10001)?.sold).toBe(false);
    expect(mock.faults.all()).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('2'), { timeout: 20_000 });
  });

  it('should advance an order: pay, then ship', async () => {
    const unpaid = mock.db.orders.list(10001, 0, 1)[0]!.order_no;
    renderPanel();
    const panel = await openPanel();
    pick(within(panel).getByLabelText('订单号'), unpaid);
    fireEvent.click(within(panel).getByRole('button', { name: '付款' }));
    await toasted(`订单 ${unpaid} 已付款`);
    expect(mock.db.orders.order(unpaid)?.status).toBe(1);
    fireEvent.click(within(panel).getByRole('button', { name: '发货' }));
    await toasted(`订单 ${unpaid} 已发货`);
    expect(mock.db.orders.order(unpaid)?.status).toBe(2);
    // Completing twice: the control API's refusal is shown.
    fireEvent.click(within(panel).getByRole('button', { name: '完成' }));
    await toasted(`订单 ${unpaid} 已完成`);
    fireEvent.click(within(panel).getByRole('button', { name: '完成' }));
    await toasted(/is 已完成 .*needs an order awaiting receipt/, 'fail');
  });

  it('should log in as a development account', async () => {
    renderPanel();
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: '登录 13900139000' }));
    await toasted('已登录 机友_9000');
    expect(readUserData()).toMatchObject({ userId: 10002, mobile: '13900139000' });
  });
});
