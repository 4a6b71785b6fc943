// Who holds a local port: a start that finds its port taken says by what (a stale mock from this or
// another checkout, a preview left running) instead of failing with a bare EADDRINUSE. Linux's
// /proc gives the listening socket's inode (/proc/net/tcp, tcp6) and the process holding it
// (/proc/<pid>/fd); elsewhere, or for another user's process, only the port is named.
import fs from 'node:fs';
import net from 'node:net';

export interface PortOwner {
  pid: number;
  command: string;
  /** The folder it runs in: another checkout's mock answers with that checkout's code and data. */
  cwd?: string;
}

const LISTEN = '0A';

/** Inodes of the sockets listening on `port`, from /proc/net/tcp-style tables. */
export function listeningInodes(port: number, tables: string[]): Set<string> {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of tables)
    for (const line of table.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 10 || cols[3] !== LISTEN) continue;
      if (cols[1].split(':')[1] === hex) inodes.add(cols[9]);
    }
  return inodes;
}

const read = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** The process listening on `port`, when /proc can tell. */
export function portOwner(port: number, proc = '/proc'): PortOwner | undefined {
  const inodes = listeningInodes(port, [read(`${proc}/net/tcp`), read(`${proc}/net/tcp6`)]);
  if (inodes.size === 0) return undefined;
  const sockets = new Set([...inodes].map((i) => `socket:[${i}]`));
  let pids: string[];
  try {
    pids = fs.readdirSync(proc).filter((d) => /^\d+$/.test(d));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = fs.readdirSync(`${proc}/${pid}/fd`);
    } catch {
      continue; // another user's process, or gone
    }
    const holds = fds.some((fd) => {
      try {
        return sockets.has(fs.readlinkSync(`${proc}/${pid}/fd/${fd}`));
      } catch {
        return false;
      }
    });
    if (!holds) continue;
    let cwd: string | undefined;
    try {
      cwd = fs.readlinkSync(`${proc}/${pid}/cwd`);
    } catch {
      cwd = undefined;
    }
    const command = read(`${proc}/${pid}/cmdline`).split('\0').filter(Boolean).join(' ');
    return { pid: Number(pid), command, ...(cwd ? { cwd } : {}) };
  }
  return undefined;
}

/** "port 4011 is in use by pid 123 (node …/tsx mocks/server/main.ts, in /other/checkout)". */
export function portInUseMessage(port: number, owner = portOwner(port)): string {
  if (!owner) return `port ${port} is in use (by a process this user cannot see)`;
  const where = owner.cwd ? `, in ${owner.cwd}` : '';
  return `port ${port} is in use by pid ${owner.pid} (${owner.command || 'unknown command'}${where})`;
}

const accepts = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Whether something listens on the port, on any address (IPv4 or IPv6 'localhost' too). */
export async function portTaken(port: number): Promise<boolean> {
  if (listeningInodes(port, [read('/proc/net/tcp'), read('/proc/net/tcp6')]).size > 0) return true;
  return (await accepts(port, '127.0.0.1')) || (await accepts(port, '::1'));
}
