// The dev panel (development and demo builds only, never in production: scripts/check-prod-bundle.ts):
// a floating button opens a sheet with the last calls, and lets a developer queue a business-code
// scenario or a fault for an operation, log in as a development account, reset the mock and move
// an order on, through the mock's control API. After each change every query refetches, so the
// screen shows the new state. In hybrid mode (docs/hybrid.md) each call says whether the backend
// or the mock answered, a backend answer that broke the contract shows its violations in red, and
// an operation can be switched between the two (the stack keeps the switch across reloads). The
// demo routes in the page instead (mocks/demo-hybrid.ts): there the panel also sets the backend URL,
// and the page keeps it and the switches.
import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, BizError } from '@/api/errors';
import { useLogin } from '@/calls/login';
import { Sheet } from '@/components/sheet/sheet';
import { saveUserData } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import type { CallLog, CallRecord } from './call-log';
import { DEV_ACCOUNTS, FAULTS } from './dev-panel-options';
import { mockControl, type ActiveFault } from './mock-control';
import './dev-panel.css';

const ALL = '*';
const STEPS = [
  { to: 'paid', label: '付款' },
  { to: 'shipped', label: '发货' },
  { to: 'completed', label: '完成' },
] as const;

const time = (ms: number) => new Date(ms).toTimeString().slice(0, 8);

function outcome(call: CallRecord): string {
  if (call.cancelled) return '已取消';
  if (call.status === 0) return '断开';
  if (call.status !== 200) return `HTTP ${call.status}`;
  return call.code === undefined ? '非 JSON' : `code ${call.code}`;
}

/** Where a hybrid call went: the backend, the mock, or the mock after the backend lacked it. */
function targetLabel(call: CallRecord): string {
  if (call.target === 'real') return '后端';
  return call.fallback ? `mock（${call.fallback}）` : 'mock';
}

function describeFault(f: ActiveFault): string {
  const what =
    f.status !== undefined
      ? `HTTP ${f.status}`
      : f.drop
        ? '断开连接'
        : f.notJson
          ? '非 JSON'
          : f.code !== undefined
            ? `code ${f.code}`
            : '';
  const delay =
    f.delay === undefined ? '' : ` 延迟 ${Array.isArray(f.delay) ? f.delay.join('-') : f.delay}ms`;
  return `${f.operation === ALL ? '全部接口' : f.operation}：${what}${delay}，${f.times === null ? '直到清除' : `剩 ${f.times} 次`}`;
}

/** The order number of the order detail page on screen, to start from. */
const orderOnScreen = () => /^\/user\/order\/detail\/([^/]+)/.exec(window.location.pathname)?.[1] ?? '';

/** A labelled control: the label names it by id, so its accessible name is the label alone. */
function Field({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`app-dev-panel__field ${className}`}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="app-dev-panel__section" aria-label={title}>
      <div className="app-dev-panel__section-head">
        <h3 className="app-dev-panel__heading">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}

export function DevPanel({ log, demo }: { log: CallLog; demo: boolean }) {
  const [open, setOpen] = useState(false);
  const calls = useSyncExternalStore(log.subscribe, log.calls);
  const queryClient = useQueryClient();
  const [operation, setOperation] = useState(ALL);
  const [example, setExample] = useState('');
  const [fault, setFault] = useState(0);
  const [times, setTimes] = useState('1');
  const [orderNo, setOrderNo] = useState('');
  const [routeOp, setRouteOp] = useState('');
  // null: the backend in use, as the routing table says.
  const [backendInput, setBackendInput] = useState<string | null>(null);

  const operations = useQuery({
    queryKey: ['__mock', 'operations'],
    queryFn: mockControl.operations,
    enabled: open,
    staleTime: Infinity,
  });
  const faults = useQuery({ queryKey: ['__mock', 'faults'], queryFn: mockControl.faults, enabled: open });
  // Answered only in hybrid mode; refused otherwise, and then the section stays hidden (in the
  // demo it still offers the backend's field). Asked again each time the panel opens: the demo's
  // table also says whether the backend was found unreachable since.
  const routing = useQuery({
    queryKey: ['__mock', 'routing'],
    queryFn: mockControl.routing,
    enabled: open,
    staleTime: 0,
    retry: false,
  });
  // Not the last table once refused: the demo's backend may have been turned off since.
  const table = routing.isSuccess ? routing.data : undefined;
  const routeOf = table?.operations.find((o) => o.operation === routeOp);
  const codes =
    operations.data?.find((o) => o.operation === operation)?.codes.filter((c) => c.code !== 1) ?? [];

  // One control call at a time; the screen's queries (and the panel's fault list) refetch after it.
  const action = useGuardedMutation({
    mutationFn: async ({ run }: { run: () => Promise<string>; label: string }) => run(),
    meta: { errorToast: false },
    onSuccess: (message) => {
      void queryClient.invalidateQueries();
      void toast(message, 'success');
    },
    // The client's errors (the login's) were toasted by the app's error policy already.
    onError: (err) => {
      if (!(err instanceof ApiError || err instanceof BizError)) void toast(err.message, 'fail');
    },
  });
  const run = (label: string, fn: () => Promise<unknown>, done: string) =>
    action.mutate({ label, run: () => fn().then(() => done) });

  const login = useLogin();
  const loginAs = (account: (typeof DEV_ACCOUNTS)[number]) =>
    run(
      `login ${account.mobile}`,
      async () => {
        const res = await login.mutateAsync({ username: account.mobile, password: account.password });
        saveUserData(res.data);
      },
      `已登录 ${account.name}`,
    );

  const busy = action.isPending;
  const pickedFault = FAULTS[fault]!;

  return (
    <>
      <button
        type="button"
        className="app-dev-panel__fab"
        aria-label="开发面板"
        onClick={() => {
          setOrderNo((current) => current || orderOnScreen());
          setOpen(true);
        }}
      >
        DEV
      </button>
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        title="开发面板"
        closable
        className="app-dev-panel__body"
      >
        {demo && <p className="app-dev-panel__note">演示版：数据存在本浏览器中，重置后恢复初始数据。</p>}

        <Section
          title="最近调用"
          action={
            calls.length > 0 && (
              <button type="button" onClick={() => log.clear()}>
                清空
              </button>
            )
          }
        >
          {calls.length === 0 ? (
            <p className="app-dev-panel__empty">暂无调用</p>
          ) : (
            <ol className="app-dev-panel__calls" aria-label="最近调用">
              {calls.map((c) => (
                <li key={c.id} className="app-dev-panel__call">
                  <span className="app-dev-panel__op">
                    {c.target && <span className="app-dev-panel__target">{`${targetLabel(c)} `}</span>}
                    {c.operation}
                  </span>
                  <span
                    className={
                      c.cancelled
                        ? 'app-dev-panel__ms'
                        : c.status === 200 && c.code === 1
                          ? 'app-dev-panel__ok'
                          : 'app-dev-panel__bad'
                    }
                  >
                    {outcome(c)}
                  </span>
                  <time dateTime={new Date(c.at).toISOString()}>{time(c.at)}</time>
                  <span className="app-dev-panel__ms">{c.ms} ms</span>
                  {c.violations && (
                    <ul className="app-dev-panel__violations" aria-label="违反契约">
                      {c.violations.map((v) => (
                        <li key={v}>{v}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
          )}
        </Section>

        {(table || demo) && (
          <Section title="接口去向">
            {demo && (
              <div className="app-dev-panel__row">
                <Field label="后端地址">
                  {(id) => (
                    <input
                      id={id}
                      type="url"
                      inputMode="url"
                      placeholder="https://staging.example.com"
                      value={backendInput ?? table?.backend ?? ''}
                      onChange={(e) => setBackendInput(e.target.value.trim())}
                    />
                  )}
                </Field>
                <button
                  type="button"
                  disabled={busy || backendInput === null}
                  onClick={() => {
                    const url = backendInput ?? '';
                    run(
                      'backend',
                      () => mockControl.backend(url).then(() => setBackendInput(null)),
                      url ? `接口先发往 ${url}` : '全部接口由 mock 应答',
                    );
                  }}
                >
                  保存后端
                </button>
              </div>
            )}
            {table?.unreachable && (
              <p className="app-dev-panel__warn">
                后端不可达或未允许本站跨域（CORS），这些调用已由 mock 应答
              </p>
            )}
            {table && (
              <>
                <p className="app-dev-panel__note">{`后端 ${table.backend}，其余接口由 mock 应答`}</p>
                <Field label="切换接口">
                  {(id) => (
                    <select id={id} value={routeOp} onChange={(e) => setRouteOp(e.target.value)}>
                      <option value="">选择接口</option>
                      {table.operations.map((o) => (
                        <option key={o.operation} value={o.operation}>
                          {`${o.operation} · ${o.target === 'real' ? '后端' : 'mock'}`}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <div className="app-dev-panel__row">
                  {(['real', 'mock'] as const).map((target) => (
                    <button
                      key={target}
                      type="button"
                      disabled={busy || !routeOf || routeOf.target === target}
                      onClick={() =>
                        run(
                          'route',
                          () => mockControl.route(routeOp, target),
                          `${routeOp} 改走${target === 'real' ? '后端' : ' mock'}`,
                        )
                      }
                    >
                      {target === 'real' ? '走后端' : '走 mock'}
                    </button>
                  ))}
                </div>
              </>
            )}
          </Section>
        )}

        <Section title="场景与故障">
          <Field label="接口">
            {(id) => (
              <select
                id={id}
                value={operation}
                onChange={(e) => {
                  setOperation(e.target.value);
                  setExample('');
                }}
              >
                <option value={ALL}>全部接口</option>
                {operations.data?.map((o) => (
                  <option key={o.operation} value={o.operation}>
                    {o.operation}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="app-dev-panel__row">
            <Field label="业务码场景">
              {(id) => (
                <select
                  id={id}
                  value={example}
                  onChange={(e) => setExample(e.target.value)}
                  disabled={operation === ALL}
                >
                  <option value="">{operation === ALL ? '先选一个接口' : '选择场景'}</option>
                  {codes.map((c) => (
                    <option key={c.example} value={c.example}>
                      {`code ${c.code} · ${c.example}`}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <button
              type="button"
              disabled={busy || !example}
              onClick={() =>
                run(
                  'scenario',
                  () => mockControl.scenario(operation, example),
                  `下一次 ${operation} 返回 ${example}`,
                )
              }
            >
              应用场景
            </button>
          </div>
          <div className="app-dev-panel__row">
            <Field label="故障">
              {(id) => (
                <select id={id} value={fault} onChange={(e) => setFault(Number(e.target.value))}>
                  {FAULTS.map((f, i) => (
                    <option key={f.label} value={i}>
                      {f.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="次数" className="app-dev-panel__times">
              {(id) => (
                <input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={times}
                  onChange={(e) => setTimes(e.target.value)}
                />
              )}
            </Field>
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                run(
                  'fault',
                  () => mockControl.fault(operation, pickedFault.body, Number(times) || undefined),
                  `已设置故障：${pickedFault.label}`,
                )
              }
            >
              应用故障
            </button>
          </div>
          {faults.data && faults.data.length > 0 && (
            <ul className="app-dev-panel__faults" aria-label="生效中的故障">
              {faults.data.map((f) => (
                <li key={f.id}>{describeFault(f)}</li>
              ))}
            </ul>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={() => run('clear', mockControl.clearFaults, '已清除全部故障')}
          >
            清除全部故障
          </button>
        </Section>

        <Section title="开发账号">
          <div className="app-dev-panel__row">
            {DEV_ACCOUNTS.map((a) => (
              <button key={a.mobile} type="button" disabled={busy} onClick={() => loginAs(a)}>
                {`登录 ${a.mobile}`}
              </button>
            ))}
          </div>
        </Section>

        <Section title="订单">
          <Field label="订单号">
            {(id) => <input id={id} value={orderNo} onChange={(e) => setOrderNo(e.target.value.trim())} />}
          </Field>
          <div className="app-dev-panel__row">
            {STEPS.map((s) => (
              <button
                key={s.to}
                type="button"
                disabled={busy || !orderNo}
                onClick={() =>
                  run('advance', () => mockControl.advance(orderNo, s.to), `订单 ${orderNo} 已${s.label}`)
                }
              >
                {s.label}
              </button>
            ))}
          </div>
        </Section>

        <Section title="数据">
          <button
            type="button"
            className="app-dev-panel__danger"
            disabled={busy}
            onClick={() => run('reset', mockControl.reset, '已重置为初始数据')}
          >
            重置 mock 数据
          </button>
        </Section>
      </Sheet>
    </>
  );
}
