/** @jest-environment node */
// The GitHub Pages workflow (.github/workflows/deploy.yml), read as data: a broken edit (another branch,
// a lost permission, a build without the operator's values, the wrong folder uploaded) fails here.
import fs from 'node:fs';
import path from 'node:path';
import { demoValuesInUse, productionGuardError } from '@/lib/build/production-guard';

type Yaml = string | null | Yaml[] | { [key: string]: Yaml };
type YamlMap = { [key: string]: Yaml };
interface Line {
  indent: number;
  text: string;
}

/**
 * Reads the YAML this workflow uses: block maps and lists, `[a, b]` lists, quoted and plain
 * scalars, `|` and `>` blocks, whole-line comments. Anything else is read as a plain string.
 */
function parseYaml(source: string): Yaml {
  const lines: Line[] = source
    .split('\n')
    .filter((raw) => raw.trim() !== '' && !raw.trim().startsWith('#'))
    .map((raw) => ({ indent: raw.length - raw.trimStart().length, text: raw.trim() }));
  let i = 0;

  const scalar = (text: string): Yaml => {
    if (text.startsWith('[') && text.endsWith(']')) {
      const inner = text.slice(1, -1).trim();
      return inner ? inner.split(',').map((item) => scalar(item.trim())) : [];
    }
    if (/^'.*'$|^".*"$/.test(text)) return text.slice(1, -1);
    return text;
  };
  const isItem = (line: Line | undefined, indent: number) => line !== undefined && line.indent === indent && (line.text === '-' || line.text.startsWith('- '));

  const block = (indent: number): Yaml => (isItem(lines[i], indent) ? list(indent) : map(indent));
  const value = (rest: string, indent: number): Yaml => {
    if (rest === '|' || rest === '>') {
      const body: string[] = [];
      while (i < lines.length && lines[i]!.indent > indent) body.push(lines[i++]!.text);
      return body.join(rest === '|' ? '\n' : ' ');
    }
    if (rest !== '') return scalar(rest);
    const next = lines[i];
    if (next && next.indent > indent) return block(next.indent);
    if (isItem(next, indent)) return list(indent);
    return null;
  };
  function map(indent: number): YamlMap {
    const result: YamlMap = {};
    while (i < lines.length && lines[i]!.indent === indent && !isItem(lines[i], indent)) {
      const match = /^("[^"]*"|'[^']*'|[^:]+?):(?:\s+(.*))?$/.exec(lines[i]!.text);
      if (!match) throw new Error(`not a key: ${lines[i]!.text}`);
      i++;
      result[String(scalar(match[1]!))] = value(match[2] ?? '', indent);
    }
    return result;
  }
  function list(indent: number): Yaml[] {
    const result: Yaml[] = [];
    while (isItem(lines[i], indent)) {
      const rest = lines[i]!.text.slice(1).trim();
      if (rest === '') {
        i++;
        result.push(value('', indent));
      } else if (/^("[^"]*"|'[^']*'|[^:'"[]+?):(\s|$)/.test(rest)) {
        // "- key: value" opens a map whose keys sit two columns in.
        lines[i] = { indent: indent + 2, text: rest };
        result.push(map(indent + 2));
      } else {
        i++;
        result.push(scalar(rest));
      }
    }
    return result;
  }

  const root = block(0);
  if (i !== lines.length) throw new Error(`unread from: ${lines[i]!.text}`);
  return root;
}

const asMap = (v: Yaml | undefined): YamlMap => {
  if (v === null || v === undefined || typeof v !== 'object' || Array.isArray(v)) throw new Error(`not a map: ${JSON.stringify(v)}`);
  return v;
};
const asList = (v: Yaml | undefined): Yaml[] => {
  if (!Array.isArray(v)) throw new Error(`not a list: ${JSON.stringify(v)}`);
  return v;
};

/**
 * The value GitHub gives `${{ a || b }}` (operands: `vars.X`, `secrets.X`, `github.x`, `steps.id.outputs.x`),
 * where an unset variable or secret is empty. Text without an expression is itself.
 */
function evaluate(text: Yaml | undefined, context: Record<string, string>): string {
  if (typeof text !== 'string') throw new Error(`not a string: ${JSON.stringify(text)}`);
  const expression = /^\$\{\{\s*(.*?)\s*\}\}$/.exec(text);
  if (!expression) {
    if (text.includes('${{')) throw new Error(`an expression inside text: ${text}`);
    return text;
  }
  for (const operand of expression[1]!.split('||').map((o) => o.trim())) {
    if (!/^(vars|secrets|github|steps)\.[\w.-]+$/.test(operand)) throw new Error(`not a context value: ${operand}`);
    const resolved = context[operand] ?? '';
    if (resolved) return resolved;
  }
  return '';
}

const workflowPath = path.resolve(__dirname, '../../.github/workflows/deploy.yml');
const workflow = asMap(parseYaml(fs.readFileSync(workflowPath, 'utf8')));
const jobs = asMap(workflow.jobs);
const steps = (job: string) => asList(asMap(jobs[job]).steps).map(asMap);
const stepIndex = (job: string, found: (step: YamlMap) => boolean) => {
  const index = steps(job).findIndex(found);
  if (index < 0) throw new Error(`no such step in ${job}`);
  return index;
};
const uses = (action: string) => (step: YamlMap) => typeof step.uses === 'string' && step.uses.split('@')[0] === action;
/** A step running this command, with or without further arguments. */
const runs = (command: string) => (step: YamlMap) =>
  typeof step.run === 'string' && step.run.split('\n').some((line) => line === command || line.startsWith(`${command} `));

const buildStep = steps('build')[stepIndex('build', runs('npm run build'))]!;
const buildEnv = asMap(buildStep.env);
const pagesStepId = String(steps('build')[stepIndex('build', uses('actions/configure-pages'))]!.id);

/** The build step's environment as a run sees it, for a repository `owner/league` with these variables and secrets. */
function buildEnvironment(settings: Record<string, string> = {}): Record<string, string> {
  const context: Record<string, string> = {
    'github.repository': 'owner/league',
    [`steps.${pagesStepId}.outputs.base_path`]: '/league',
    [`steps.${pagesStepId}.outputs.origin`]: 'https://owner.github.io',
    ...settings,
  };
  return Object.fromEntries(Object.entries(buildEnv).map(([name, text]) => [name, evaluate(text, context)]));
}

const guardVariables = demoValuesInUse({}).map((found) => found.variable);
const operatorValues = {
  'vars.NEXT_PUBLIC_PAYPAL_CLIENT_ID': 'live-client-id',
  'vars.NEXT_PUBLIC_ADMIN_EMAIL': 'ops@league.org',
  'secrets.NEXT_PUBLIC_ADMIN_PASSWORD_HASH': `pbkdf2-sha256$600000$${'A'.repeat(22)}==$${'B'.repeat(43)}=`,
};

describe('the GitHub Pages deploy workflow', () => {
  it('runs on every push to main and by hand', () => {
    const on = asMap(workflow.on);
    expect(asList(asMap(on.push).branches)).toContain('main');
    expect(Object.keys(on)).toContain('workflow_dispatch');
  });

  it('may read the repository and deploy to Pages, and nothing more', () => {
    expect(asMap(workflow.permissions)).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' });
    for (const job of Object.values(jobs)) expect(asMap(job).permissions).toBeUndefined();
  });

  it('deploys one push at a time, never cancelling a deployment under way', () => {
    const concurrency = asMap(workflow.concurrency);
    expect(concurrency.group).toEqual(expect.stringMatching(/\S/));
    expect(concurrency['cancel-in-progress']).toBe('false');
  });

  it('checks out, sets up Node 20 with the npm cache, installs with npm ci, builds, then uploads out/', () => {
    const order = [
      stepIndex('build', uses('actions/checkout')),
      stepIndex('build', uses('actions/setup-node')),
      stepIndex('build', runs('npm ci')),
      stepIndex('build', runs('npm run build')),
      stepIndex('build', uses('actions/upload-pages-artifact')),
    ];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const node = asMap(steps('build')[order[1]!]!.with);
    expect(node['node-version']).toBe('20');
    expect(node.cache).toBe('npm');
    expect(asMap(steps('build')[order[4]!]!.with).path).toBe('out');
  });

  it('deploys the uploaded export to the github-pages environment after the build', () => {
    const deploy = asMap(jobs.deploy);
    expect(deploy.needs).toBe('build');
    expect(asMap(deploy.environment).name).toBe('github-pages');
    expect(stepIndex('deploy', uses('actions/deploy-pages'))).toBeGreaterThanOrEqual(0);
  });

  it('pins every action to a major version', () => {
    const actions = Object.keys(jobs).flatMap((job) => steps(job).flatMap((step) => (typeof step.uses === 'string' ? [step.uses] : [])));
    expect(actions.length).toBeGreaterThanOrEqual(5);
    for (const action of actions) expect(action).toMatch(/^actions\/[\w-]+@v\d+$/);
  });

  it("builds for the Pages site's address, and takes the operator's BASE_PATH and SITE_URL over it", () => {
    expect(buildEnvironment()).toMatchObject({ BASE_PATH: '/league', SITE_URL: 'https://owner.github.io' });
    const own = buildEnvironment({ 'vars.BASE_PATH': '/wal', 'vars.SITE_URL': 'https://league.org' });
    expect(own).toMatchObject({ BASE_PATH: '/wal', SITE_URL: 'https://league.org' });
  });

  it('tells the console which repository and branch to publish to: this one, the branch it deploys', () => {
    const env = buildEnvironment();
    expect(env.NEXT_PUBLIC_CONTENT_REPO).toBe('owner/league');
    expect(asList(asMap(asMap(workflow.on).push).branches)).toContain(env.NEXT_PUBLIC_CONTENT_BRANCH);
  });

  it("fails with the production guard's message, naming each value to set, while the repository sets none", () => {
    expect(guardVariables.length).toBeGreaterThan(0);
    const message = productionGuardError(buildEnvironment());
    expect(message).not.toBeNull();
    for (const variable of guardVariables) expect(message).toContain(variable);
  });

  it("builds with the operator's own values, from repository variables or secrets", () => {
    const env = buildEnvironment(operatorValues);
    expect(productionGuardError(env)).toBeNull();
    expect(env).toMatchObject({ NEXT_PUBLIC_PAYPAL_CLIENT_ID: 'live-client-id', NEXT_PUBLIC_ADMIN_EMAIL: 'ops@league.org' });
    for (const variable of guardVariables) {
      expect(buildEnvironment({ [`vars.${variable}`]: 'from-a-variable' })[variable]).toBe('from-a-variable');
      expect(buildEnvironment({ [`secrets.${variable}`]: 'from-a-secret' })[variable]).toBe('from-a-secret');
    }
  });

  it('never allows the demo credentials itself: only a repository variable the operator sets can', () => {
    const allowAnywhere = (node: Yaml, found: Yaml[] = []): Yaml[] => {
      if (Array.isArray(node)) node.forEach((item) => allowAnywhere(item, found));
      else if (node && typeof node === 'object')
        for (const [key, child] of Object.entries(node)) {
          if (key === 'ALLOW_DEMO_CREDENTIALS') found.push(child);
          allowAnywhere(child, found);
        }
      return found;
    };
    for (const value of allowAnywhere(workflow)) expect(value).toBe('${{ vars.ALLOW_DEMO_CREDENTIALS }}');
    expect(productionGuardError(buildEnvironment({ 'vars.ALLOW_DEMO_CREDENTIALS': '1' }))).toBeNull();
  });
});
