import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_KEYS, loadConfig } from '../config';
import { repoRoot } from '../paths';

/**
 * Docker is not available where the tests run, so the deploy files are checked for what can be checked
 * without it: the compose file is valid YAML of the promised shape, every setting it gives the app is
 * one the server knows and together they pass the server's own configuration check, and the files the
 * Dockerfile and compose file copy or mount exist.
 */
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

/** `${NAME:-default}` → default, as compose substitutes with nothing set. */
const substitute = (value: string) => value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');

type Service = { build?: string; image?: string; environment?: Record<string, string>; volumes?: string[]; depends_on?: unknown; ports?: string[] };

describe('deploy files', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };

  it('compose runs PostgreSQL, an S3-compatible store, two app processes and a reverse proxy', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'minio', 'app1', 'app2', 'proxy']));
    for (const name of ['app1', 'app2']) {
      expect(compose.services[name]!.build).toBe('.');
      expect(compose.services[name]!.environment!.UPLOAD_STORE).toBe('s3');
    }
    expect(compose.services.proxy!.ports).toEqual(['8080:80']);
    for (const volume of Object.values(compose.services).flatMap((service) => service.volumes ?? [])) {
      const [source] = volume.split(':');
      if (source!.startsWith('./')) expect(fs.existsSync(path.join(repoRoot, source!)), volume).toBe(true);
      else expect(compose.volumes, volume).toHaveProperty(source!);
    }
  });

  it("the apps' environment is settings the server knows, and passes its configuration check", () => {
    const environment = Object.fromEntries(Object.entries(compose.services.app1!.environment!).map(([key, value]) => [key, substitute(String(value))]));
    // Production never defaults to development providers: as committed, the start refuses them…
    expect(environment.ALLOW_DEV_PROVIDERS).toBe('false');
    expect(() => loadConfig(environment)).toThrow(/SMS_PROVIDER=development is refused in production/);
    // …a demo install is an explicit opt-in; real providers (deploy/app.env) pass as well.
    expect(loadConfig({ ...environment, ALLOW_DEV_PROVIDERS: 'true' })).toMatchObject({ ALLOW_DEV_PROVIDERS: true });
    const realProviders = {
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.com/send',
      ALIPAY_MODE: 'live',
      ALIPAY_APP_ID: '2021000000000000',
      ALIPAY_PRIVATE_KEY: 'key',
      ALIPAY_PUBLIC_KEY: 'key',
      PUBLIC_BASE_URL: 'https://venues.example.com',
    };
    const config = loadConfig({ ...environment, ...realProviders }) as unknown as Record<string, unknown>;
    // No well-known default token: unset, /metrics is not served in production.
    expect(config.METRICS_TOKEN).toBeUndefined();
    for (const key of Object.keys(environment)) expect(CONFIG_KEYS, key).toContain(key);
    expect(config).toMatchObject({ NODE_ENV: 'production', UPLOAD_STORE: 's3', TRUST_PROXY: true });
    // The example env file names only known settings too.
    const example = read('deploy/app.env.example')
      .split('\n')
      .map((line) => /^#?\s*([A-Z][A-Z0-9_]+)=/.exec(line)?.[1])
      .filter((key): key is string => Boolean(key));
    expect(example.length).toBeGreaterThan(5);
    for (const key of example) expect(CONFIG_KEYS, key).toContain(key);
  });

  it('nginx proxies to both app processes and keeps /metrics internal', () => {
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toContain('server app1:3000');
    expect(nginx).toContain('server app2:3000');
    expect(nginx).toMatch(/location = \/metrics \{ return 404; \}/);
    expect(nginx.split('{').length).toBe(nginx.split('}').length);
  });

  it('the Dockerfile builds in stages and copies only what exists', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toContain('CMD ["node", "--enable-source-maps", "apps/server/dist/main.mjs"]');
    for (const [, source] of dockerfile.matchAll(/^COPY (?!--from)(\S+)/gm)) {
      if (source === '.') continue;
      expect(fs.existsSync(path.join(repoRoot, source!)), source).toBe(true);
    }
    for (const [, source] of dockerfile.matchAll(/^COPY --from=build \/app\/(\S+)/gm)) {
      // Built at image time (dist) or committed (migrations).
      expect(source!.includes('dist') || fs.existsSync(path.join(repoRoot, source!)), source).toBe(true);
    }
  });

  it('the Dockerfile installs through the same script as CI, and that install succeeds from the committed files', async () => {
    const dockerfile = read('Dockerfile');
    // No stage runs a bare `npm ci` (it refuses the committed lock: other platforms' optional bindings are missing).
    expect(dockerfile).not.toMatch(/^RUN .*npm ci/m);
    const stages = dockerfile.split(/^FROM /m).slice(1);
    const installs = stages
      .map((stage) => ({ copies: [...stage.matchAll(/^COPY (?!--from)(.+)$/gm)], run: /^RUN sh scripts\/install-from-lock\.sh(.*)$/m.exec(stage) }))
      .filter((stage) => stage.run);
    expect(installs.length).toBe(2);
    expect(read('.ci/run')).toMatch(/^sh scripts\/install-from-lock\.sh$/m);
    for (const { copies, run } of installs) {
      // The files the stage copies before its install, and nothing else, as in the image.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-image-install-'));
      try {
        const runAt = run!.index;
        for (const copy of copies.filter((match) => match.index < runAt)) {
          const words = copy[1]!.trim().split(/\s+/);
          const target = words.pop()!;
          for (const source of words) {
            const destination = target.endsWith('/') ? path.join(dir, target, path.basename(source)) : path.join(dir, target);
            fs.mkdirSync(path.dirname(destination), { recursive: true });
            fs.copyFileSync(path.join(repoRoot, source), destination);
          }
        }
        const args = run![1]!.trim().split(/\s+/).filter(Boolean);
        // The image's command with its arguments; --dry-run and --offline (from the cache) since the tests reach no registry.
        // Exits 0 (execFile rejects otherwise): today npm ci refuses the committed lock and the fallback installs from it.
        const { stdout } = await promisify(execFile)('sh', ['scripts/install-from-lock.sh', ...args, '--dry-run', '--ignore-scripts', '--offline'], {
          cwd: dir,
          timeout: 120_000,
        });
        expect(stdout).toMatch(/added \d+ packages|up to date/);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  }, 240_000);
});
