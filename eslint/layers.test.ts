import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** The layer rule's messages for a file at `file` with this text. */
async function breaches(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'shop/layers').map((m) => m.message);
}

describe('the layer rule (CI fails on a breach)', () => {
  it('should refuse an import from a later layer', async () => {
    expect(
      await breaches('src/domain/x.ts', "import { api } from '@/lib/api';\nexport const a = api;\n"),
    ).toHaveLength(1);
    expect(await breaches('src/lib/x.ts', "export { AppRoutes } from '../app/router';\n")).toHaveLength(1);
    expect(
      await breaches(
        'src/components/x.tsx',
        "export const load = () => import('@/features/home/home-page');\n",
      ),
    ).toHaveLength(1);
  });

  it('should refuse one feature importing another, and allow its own files and lower layers', async () => {
    expect(
      await breaches('src/features/cart/x.ts', "export { TAB_PARAM } from '@/features/home/tabs';\n"),
    ).toEqual([expect.stringContaining("feature 'cart' may not import feature 'home'")]);
    expect(
      await breaches(
        'src/features/cart/x.ts',
        "export { a } from './y';\nexport { api } from '@/lib/api';\nexport type { paths } from '@/api/schema';\n",
      ),
    ).toEqual([]);
    expect(await breaches('src/domain/x.ts', "export type { components } from '@/api/schema';\n")).toEqual(
      [],
    );
  });
});
