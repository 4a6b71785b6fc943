// Why: the libraries' development messages would otherwise stay in every first load.
import { parseAst, type Plugin } from 'vite';
import path from 'node:path';
import { LIBRARY_MESSAGES, shortenMessages } from '../lib/library-messages.ts';

/**
 * Shortens the development messages the libraries' production builds keep
 * (scripts/lib/library-messages.ts). A listed message the library no longer has fails the build,
 * so the saving cannot vanish unnoticed with an upgrade.
 */
export function libraryMessages(): Plugin {
  return {
    name: 'library-messages',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0].split(path.sep).join('/');
      const entry = LIBRARY_MESSAGES.find((e) => e.file.test(file));
      if (!entry || (entry.holder !== undefined && !code.includes(entry.holder))) return null;
      const short = shortenMessages(
        code,
        parseAst(code) as unknown as Parameters<typeof shortenMessages>[1],
        entry,
      );
      if (short.missing.length > 0)
        throw new Error(
          `library-messages: ${id} no longer has ${short.missing.map((m) => JSON.stringify(m)).join(', ')}; ${entry.library} changed`,
        );
      return { code: short.code, map: null };
    },
  };
}
