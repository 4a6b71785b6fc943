// What the dev panel offers to pick.
import type { FaultBody } from './mock-control';

/** docs/mock.md, Development accounts. */
export const DEV_ACCOUNTS = [
  { name: '机友_8000', mobile: '13800138000', password: 'abc123' },
  { name: '机友_9000', mobile: '13900139000', password: 'abc123' },
  { name: '机友_7000', mobile: '13700137000', password: 'abc123' },
] as const;

/** The faults a developer can pick; the values are the control API's bodies. */
export const FAULTS: { label: string; body: FaultBody }[] = [
  { label: '延迟 3 秒', body: { delay: 3000 } },
  { label: 'HTTP 500', body: { status: 500 } },
  { label: 'HTTP 502', body: { status: 502 } },
  { label: 'HTTP 503', body: { status: 503 } },
  { label: 'HTTP 429', body: { status: 429 } },
  { label: '断开连接', body: { drop: true } },
  { label: '响应不是 JSON', body: { notJson: true } },
  { label: '登录失效 (code -1)', body: { code: -1 } },
];
