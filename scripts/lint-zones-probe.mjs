// Shows that the lint zones fail on a deliberate violation: writes three probe files that break
// them, lints them with the project's eslint.config.js and checks that each is refused with the
// expected rule; the probes are always deleted. Run: node scripts/lint-zones-probe.mjs
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
];

let failed = false;
try {
  for (const probe of probes) writeFileSync(probe.file, probe.text);
  const results = await new ESLint().lintFiles(probes.map((probe) => probe.file));
  for (const probe of probes) {
    const result = results.find((entry) => entry.filePath.endsWith(probe.file));
    const refused = result?.messages.some((message) => message.ruleId === probe.rule) ?? false;
    console.log(`${refused ? 'refused' : 'NOT REFUSED'}: ${probe.why} (${probe.rule})`);
    if (!refused) failed = true;
  }
} finally {
  for (const probe of probes) rmSync(probe.file, { force: true });
}
process.exitCode = failed ? 1 : 0;
