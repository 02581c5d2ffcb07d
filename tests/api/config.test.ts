import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('defaults to port 5000 on 127.0.0.1 with the embedded database and no demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.demoData).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.publicUrl).toBe('http://127.0.0.1:5000');
    expect(config.isProduction).toBe(false);
  });

  it('turns demo data off by default when DATABASE_URL points at PostgreSQL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://catering@db.internal:5432/catering' });
    expect(config.databaseUrl).toBe('postgres://catering@db.internal:5432/catering');
    expect(config.demoData).toBe(false);
  });

  it('turns demo data on only when DEMO_DATA asks for it, on either engine', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://h/db', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
  });

  it('refuses demo data in production, naming DEMO_DATA', () => {
    const { message } = configErrorOf({ NODE_ENV: 'production', DEMO_DATA: 'true' });
    expect(message).toMatch(/DEMO_DATA/);
    expect(message).toMatch(/never enabled with NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', HOST: '' })).toMatchObject({ port: 5000, host: '127.0.0.1' });
  });

  it('reads PORT, HOST and PUBLIC_URL', () => {
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0', PUBLIC_URL: 'https://catering.example/' });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', publicUrl: 'https://catering.example' });
  });

  it.each([['abc'], ['-1'], ['70000'], ['80.5']])('rejects PORT=%s, naming PORT', (port) => {
    expect(configErrorOf({ PORT: port }).message).toMatch(/\bPORT\b/);
  });

  it.each([['mysql://user@host/db'], ['localhost:5432'], ['not a url']])(
    'rejects DATABASE_URL=%s, naming DATABASE_URL and the expected form',
    (url) => {
      const { message } = configErrorOf({ DATABASE_URL: url });
      expect(message).toMatch(/DATABASE_URL/);
      expect(message).toMatch(/postgres:\/\//);
    },
  );

  it.each([
    [{ ADMIN_USERNAME: 'owner' }],
    [{ ADMIN_USERNAME: 'owner', ADMIN_EMAIL: 'owner@example.com' }],
    [{ ADMIN_PASSWORD: 'Secret123' }],
  ])('rejects a partial administrator %j, naming the ADMIN_* variables', (env) => {
    const { message } = configErrorOf(env);
    for (const name of ['ADMIN_USERNAME', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) expect(message).toContain(name);
  });

  it('accepts the full administrator trio', () => {
    const config = loadConfig({
      ADMIN_USERNAME: 'owner',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'Secret123',
    });
    expect(config.admin).toEqual({ username: 'owner', email: 'owner@example.com', password: 'Secret123' });
  });

  it.each([
    ['ADMIN_EMAIL', { ADMIN_USERNAME: 'owner', ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'Secret123' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'catering.example' }],
    ['DEMO_DATA', { DEMO_DATA: 'maybe' }],
    ['RATE_LIMIT_AUTH_PER_IP', { RATE_LIMIT_AUTH_PER_IP: '0' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
  ])('rejects a bad %s, naming it', (name, env) => {
    expect(configErrorOf(env).message).toContain(name);
  });

  it('lists every bad variable at once', () => {
    const { message } = configErrorOf({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
  });
});

describe('starting the server with bad configuration', () => {
  it('node src/server/main.ts with PORT=abc exits non-zero, naming PORT, without opening a database', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-config-'));
    try {
      const run = spawnSync(process.execPath, ['src/server/main.ts'], {
        env: { ...process.env, PORT: 'abc', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status, run.stderr).not.toBe(0);
      expect(run.status).not.toBeNull();
      expect(run.stderr).toMatch(/\bPORT\b/);
      expect(run.stderr).not.toMatch(/at .*\.ts:\d+/); // a message for the operator, not a stack trace
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
