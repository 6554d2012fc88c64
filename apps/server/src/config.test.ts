import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('fills in the defaults, and treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', TRUST_PROXY: '' });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      publicUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/yardline',
      DATABASE_URL: 'postgres://yard@db:5432/yardline',
      PUBLIC_URL: 'https://yard.example',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '2',
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'yard@example.com',
      ERP_URL: 'https://erp.example/inventory',
      MQTT_NODE_NAME: 'yard-app-1',
    });
    expect(config).toMatchObject({
      mqttNodeName: 'yard-app-1',
      smtpUrl: 'smtp://mail.example:587',
      mailFrom: 'yard@example.com',
      erpUrl: 'https://erp.example/inventory',
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/yardline',
      databaseUrl: 'postgres://yard@db:5432/yardline',
      publicUrl: 'https://yard.example',
      logLevel: 'warn',
      trustProxy: 2,
    });
  });

  it.each([
    ['PORT', 'abc', /PORT must be a port number .*"abc"/],
    ['PORT', '70000', /PORT must be a port number/],
    ['PORT', '-1', /PORT must be a port number/],
    ['PUBLIC_URL', 'not-a-url', /PUBLIC_URL must be an http:\/\/ or https:\/\/ address/],
    ['PUBLIC_URL', 'ftp://yard.example', /PUBLIC_URL must be an http/],
    ['DATABASE_URL', 'mysql://db/yard', /DATABASE_URL must be a postgres:\/\/ address/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of fatal, error, warn/],
    ['TRUST_PROXY', 'maybe', /TRUST_PROXY "maybe" is neither a hop count nor an address/],
    ['TRUST_PROXY', '10.0.0.0/33', /TRUST_PROXY "10.0.0.0\/33" is neither/],
    ['TRUST_PROXY', 'true', /TRUST_PROXY "true" would believe whatever X-Forwarded-For/],
    ['SMTP_URL', 'http://mail.example', /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ address/],
    ['MAIL_FROM', 'nobody', /MAIL_FROM must be an e-mail address/],
    ['ERP_URL', 'erp.example', /ERP_URL must be an http:\/\/ or https:\/\/ address$/],
    ['MQTT_NODE_NAME', 'app one', /MQTT_NODE_NAME must be 1 to 64 letters, digits, dots/],
  ])('refuses %s=%s with a message naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('never repeats the database address, which may hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://yard:s3cret@db/yard' })).toThrow(
      /^(?!.*s3cret)/,
    );
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', TRUST_PROXY: 'maybe' })).toThrow(
      /PORT .*; TRUST_PROXY /,
    );
  });

  it.each([
    ['false', false],
    ['0', false],
    ['1', 1],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['fd00::/8,loopback', ['fd00::/8', 'loopback']],
  ])('reads TRUST_PROXY=%s as a hop count or the proxies’ addresses', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});
