/// <reference types="node" />
/**
 * The import rules of CONTRIBUTING.md are held by ESLint (eslint.config.js): these small sources,
 * linted with the project's own config as if they were files of the repository, must be refused
 * (and `npm run lint`, which runs with --max-warnings=0, fails on them), and the right way must pass.
 */
import { lintTextWith } from '../../utils/lintText';

const BOUNDARY_RULES = ['import-x/no-restricted-paths', 'import-x/no-cycle', 'project/alias-imports'];
const ruleIds = lintTextWith(BOUNDARY_RULES);

const boundaryErrors = (ids: string[]) => ids.filter((id) => BOUNDARY_RULES.includes(id));

describe('the import rules', { timeout: 180_000 }, () => {
  it('refuse a backward import: lib importing the app', async () => {
    const ids = await ruleIds('src/lib/digits.ts', "import { makeStore } from '@/app/store';\nexport const store = makeStore;\n");
    expect(boundaryErrors(ids)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuse api importing state (api sits below state)', async () => {
    const ids = await ruleIds('src/api/urls.ts', "import { sessionReducer } from '@/state/session';\nexport const reducer = sessionReducer;\n");
    expect(boundaryErrors(ids)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuse a component importing a feature, and a feature importing the app', async () => {
    // (the shop screens use Money, so no-cycle may report this import too)
    expect(boundaryErrors(await ruleIds('src/components/Money.tsx', "import { shopScreens } from '@/features/shop/screens';\nexport const s = shopScreens;\n"))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(boundaryErrors(await ruleIds('src/features/cart/decision.ts', "import { makeStore } from '@/app/store';\nexport const s = makeStore;\n"))).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('refuse a feature importing another feature, an admin area included', async () => {
    expect(boundaryErrors(await ruleIds('src/features/cart/decision.ts', "import { shopScreens } from '@/features/shop/screens';\nexport const s = shopScreens;\n"))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(
      boundaryErrors(await ruleIds('src/features/admin/users/screens.ts', "import { referenceScreens } from '@/features/admin/reference/screens';\nexport const s = referenceScreens;\n")),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuse an import cycle', async () => {
    // src/lib/redirect.ts imports ./paths; paths importing redirect back closes a cycle
    const ids = await ruleIds('src/lib/paths.ts', "import { safeRedirect } from './redirect';\nexport const go = safeRedirect;\n");
    expect(boundaryErrors(ids)).toEqual(['import-x/no-cycle']);
  });

  it('refuse tests and mocks reaching src or mocks through a relative path', async () => {
    expect(boundaryErrors(await ruleIds('tests/unit/shared/paths.test.ts', "import { paths } from '../../../src/lib/paths';\nexport const p = paths;\n"))).toEqual([
      'project/alias-imports',
    ]);
    expect(boundaryErrors(await ruleIds('mocks/lib/i18n.ts', "import type { Locale } from '../../src/lib/locale';\nexport type L = Locale;\n"))).toEqual([
      'project/alias-imports',
    ]);
  });

  it('accept imports that go down through the aliases', async () => {
    const ids = await ruleIds(
      'src/features/cart/decision.ts',
      "import { paths } from '@/lib/paths';\nimport { Money } from '@/components/Money';\nimport { loggedOut } from '@/api/events';\nexport const all = [paths, Money, loggedOut];\n",
    );
    expect(boundaryErrors(ids)).toEqual([]);
  });
});
