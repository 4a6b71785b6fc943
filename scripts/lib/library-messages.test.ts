import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { LIBRARY_MESSAGES, shortenMessages } from './library-messages';

const shorten = (code: string, messages: string[]) =>
  shortenMessages(code, parseAst(code) as never, { library: 'lib', messages });

describe('shortenMessages', () => {
  it('should put the library name in place of each listed text and leave all else as it was', () => {
    const code = [
      'if (!ok) throw new Error("Middleware must be an object");',
      'console.error(`Skipped because hidden`, err);',
      "throw Error('Objects are not valid (found: ' + kind + '). Use an array.');",
      'if (e.message === "Transition was aborted") e = null;',
      'var warning = `You should call navigate() in an effect`;',
      '',
    ].join('\n');
    const { code: out, missing } = shorten(code, [
      'Middleware must be an object',
      'Skipped because hidden',
      'Objects are not valid (found: ',
      '). Use an array.',
      'You should call navigate() in an effect',
    ]);
    expect(out).toBe(
      [
        'if (!ok) throw new Error("lib");',
        'console.error("lib", err);',
        'throw Error("lib" + kind + "lib");',
        'if (e.message === "Transition was aborted") e = null;',
        'var warning = "lib";',
        '',
      ].join('\n'),
    );
    expect(missing).toEqual([]);
  });

  it('should match a text as the code means it (escapes read), and only whole literals', () => {
    const code =
      'throw new Error("aren\\u2019t supported"); f("aren’t supported here"); g(`${x}aren’t supported`);';
    const { code: out, missing } = shorten(code, ['aren’t supported']);
    expect(out).toBe('throw new Error("lib"); f("aren’t supported here"); g(`${x}aren’t supported`);');
    expect(missing).toEqual([]);
  });

  it('should report the texts it did not find', () => {
    expect(shorten('throw new Error("renamed");', ['the old text', 'renamed']).missing).toEqual([
      'the old text',
    ]);
  });
});

describe('LIBRARY_MESSAGES', () => {
  // The build fails on a listed text a library no longer has (scripts/vite-plugins/library-messages.ts).
  it.each(LIBRARY_MESSAGES.map((entry) => [entry.library, entry] as const))(
    "should find every text of %s in the installed library's production file",
    (_, entry) => {
      const files = [
        'node_modules/react/cjs',
        'node_modules/scheduler/cjs',
        'node_modules/openapi-fetch/dist',
        'node_modules/@tanstack/query-core/build/modern',
        'node_modules/@tanstack/react-query/build/modern',
        'node_modules/react-router/dist/production',
      ]
        .flatMap((dir) => readdirSync(path.resolve(dir)).map((f) => path.resolve(dir, f)))
        .filter((f) => entry.file.test(f.split(path.sep).join('/')))
        .map((f) => readFileSync(f, 'utf8'))
        .filter((code) => entry.holder === undefined || code.includes(entry.holder));
      expect(files).toHaveLength(1);
      const { missing } = shortenMessages(files[0], parseAst(files[0]) as never, entry);
      expect(missing).toEqual([]);
    },
  );
});
