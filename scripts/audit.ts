/**
 * npm run audit: the production dependencies against known advisories, and every installed
 * package's registry signature. Each check either passes, fails the run, or says plainly that it
 * did not run and why: a check that could not run is never reported as clean.
 *
 * - Advisories: `npm audit --omit=dev` (high or critical fails). npm's advisory endpoint is a POST;
 *   a network that lets only registry GETs through (this project's machines and CI) answers 405.
 *   No npm package ships an offline advisory database to fall back on: @renovatebot/osv-offline
 *   (OSV data) downloads its database from GitHub at run time, which such a network refuses too.
 * - Signatures: `npm audit signatures` checks each package's registry signature (fails on an
 *   invalid one). It also needs Sigstore's trust root (its TUF repository) for packages
 *   with provenance; without it npm gives up, and the check says so.
 */
import { spawnSync } from 'node:child_process';

type Outcome = { ok: true; line: string } | { ok: false; line: string } | { notChecked: string };

// npm retries a failed request three times with a back-off of up to a minute; on a network that
// refuses the request every time, that is 70 s of CI spent learning nothing. One quick retry still
// rides out a dropped connection.
const quickRetries = ['--fetch-retries=1', '--fetch-retry-mintimeout=1000', '--fetch-retry-maxtimeout=2000'];

function npm(args: string[]) {
  return spawnSync('npm', [...args, ...quickRetries], { encoding: 'utf8', timeout: 300_000 });
}

/** The line of npm's error output that says what failed, for a "not checked" line. */
function npmError(stdout: string, stderr: string): string {
  const lines = `${stderr}\n${stdout}`.split('\n').map((l) => l.replace(/^npm (error|warn)\s*/, '').trim());
  for (const telling of [
    /request to .* failed/i,
    /\b405\b/,
    /\b(ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN)\b/,
  ])
    for (const line of lines) if (telling.test(line)) return line;
  return lines.find(Boolean) ?? 'no output';
}

type AuditReport = {
  message?: string;
  error?: { summary?: string };
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string }>;
};

function advisories(): Outcome {
  const run = npm(['audit', '--omit=dev', '--json']);
  let report: AuditReport = {};
  try {
    report = JSON.parse(run.stdout || '{}') as AuditReport;
  } catch {
    return { notChecked: `npm audit printed no report (${npmError(run.stdout, run.stderr)})` };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const why = report.message ?? report.error?.summary ?? npmError(run.stdout, run.stderr);
    return {
      notChecked:
        `the advisory endpoint refused or could not be reached (${why}); ` +
        'no offline advisory database is shipped by an npm package to check against instead',
    };
  }
  const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, v]) =>
    ['high', 'critical'].includes(v.severity),
  );
  const summary = Object.entries(counts)
    .map(([level, n]) => `${level} ${n}`)
    .join(', ');
  if (serious.length === 0) return { ok: true, line: `advisories (production dependencies): ${summary}` };
  const names = serious.map(([name, v]) => `${v.severity}: ${name}`).join('; ');
  return { ok: false, line: `advisories (production dependencies): ${summary} (${names})` };
}

function signatures(): Outcome {
  const run = npm(['audit', 'signatures', '--json']);
  let report: { invalid?: unknown[]; missing?: unknown[] } | undefined;
  try {
    report = JSON.parse(run.stdout) as typeof report;
  } catch {
    report = undefined;
  }
  if (run.status !== 0 && !report?.invalid?.length) {
    return { notChecked: `npm audit signatures could not run (${npmError(run.stdout, run.stderr)})` };
  }
  const invalid = report?.invalid?.length ?? 0;
  const missing = report?.missing?.length ?? 0;
  const line = `registry signatures: ${invalid} invalid, ${missing} missing`;
  return invalid > 0 ? { ok: false, line } : { ok: true, line };
}

let failed = false;
for (const [name, check] of [
  ['advisories', advisories],
  ['signatures', signatures],
] as const) {
  const outcome = check();
  if ('notChecked' in outcome) console.warn(`⚠ ${name}: NOT CHECKED: ${outcome.notChecked}.`);
  else if (outcome.ok) console.info(`✓ ${outcome.line}`);
  else {
    console.error(`✗ ${outcome.line}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
