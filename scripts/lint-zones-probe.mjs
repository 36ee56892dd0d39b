// Shows that the lint zones fail on a deliberate violation: writes probe files that break them,
// lints them with the project's eslint.config.js and checks that each is refused with the expected
// rule, and that the imports a zone allows pass; the probes are always deleted.
// Run: node scripts/lint-zones-probe.mjs
import { rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';

const probes = [
  {
    file: 'src/features/payments/zoneProbeApp.ts',
    text: "import { useDocumentTitle } from '../../app/useDocumentTitle';\n\nexport const probe = useDocumentTitle;\n",
    rule: 'import-x/no-restricted-paths',
    why: 'a feature imports app/',
  },
  {
    file: 'src/components/zoneProbeFeature.ts',
    text: "import { RechargeLog } from '../features/payments/RechargeLog';\n\nexport const probe = RechargeLog;\n",
    rule: 'import-x/no-restricted-paths',
    why: 'components/ imports a feature',
  },
  {
    file: 'src/features/payments/zoneProbeIntl.ts',
    text: "export const probe = new Intl.NumberFormat('en').format(1);\n",
    rule: 'no-restricted-syntax',
    why: 'an Intl formatter outside lib/',
  },
  {
    file: 'src/api/zoneProbeState.ts',
    text: "import type { RootState } from '../state/store';\n\nexport type Probe = RootState;\n",
    rule: 'import-x/no-restricted-paths',
    why: 'api/ imports state/',
  },
  {
    file: 'src/state/zoneProbeComponents.ts',
    text: "import { Button } from '../components/Button';\n\nexport const probe = Button;\n",
    rule: 'import-x/no-restricted-paths',
    why: 'state/ imports components/',
  },
  {
    file: 'src/state/zoneProbeFeature.ts',
    text: "import { RechargeLog } from '../features/payments/RechargeLog';\n\nexport const probe = RechargeLog;\n",
    rule: 'import-x/no-restricted-paths',
    why: 'state/ imports a feature',
  },
  {
    file: 'src/sandbox/zoneProbeFeature.ts',
    text: "import { RechargeLog } from '../features/payments/RechargeLog';\n\nexport const probe = RechargeLog;\n",
    rule: 'import-x/no-restricted-paths',
    why: 'the sandbox imports a feature',
  },
  {
    file: 'src/sandbox/zoneProbeComponents.ts',
    text: "import { Button } from '../components/Button';\n\nexport const probe = Button;\n",
    rule: 'import-x/no-restricted-paths',
    why: 'the sandbox imports components/',
  },
  {
    file: 'src/sandbox/zoneProbeApp.ts',
    text: "import { useDocumentTitle } from '../app/useDocumentTitle';\n\nexport const probe = useDocumentTitle;\n",
    rule: 'import-x/no-restricted-paths',
    why: 'the sandbox imports app/',
  },
  {
    file: 'src/sandbox/zoneProbeAllowed.ts',
    text: "import { call } from '../api/call';\nimport { makeStore } from '../state/store';\n\nexport const probe = [call, makeStore];\n",
    rule: 'import-x/no-restricted-paths',
    why: 'the sandbox imports api/ and state/',
    allowed: true,
  },
];

let failed = false;
try {
  for (const probe of probes) writeFileSync(probe.file, probe.text);
  const results = await new ESLint().lintFiles(probes.map((probe) => probe.file));
  for (const probe of probes) {
    const result = results.find((entry) => entry.filePath.endsWith(probe.file));
    const refused = result?.messages.some((message) => message.ruleId === probe.rule) ?? false;
    const expected = probe.allowed ? 'allowed' : 'refused';
    const outcome = refused ? 'refused' : 'allowed';
    console.log(
      `${outcome === expected ? outcome : outcome.toUpperCase() + ' (WRONG)'}: ${probe.why} (${probe.rule})`,
    );
    if (outcome !== expected) failed = true;
  }
} finally {
  for (const probe of probes) rmSync(probe.file, { force: true });
}
process.exitCode = failed ? 1 : 0;
