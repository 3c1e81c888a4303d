// The local CA and server certificate: made when missing, kept while valid, made again when expired.
import { createPrivateKey, X509Certificate } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureTlsFiles } from '../src/tls';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-tls-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = (name: string) => readFileSync(join(dir, name), 'utf8');

/** A self-signed certificate that expired yesterday. */
function expiredCertificate(): string {
  const keys = forge.pki.rsa.generateKeyPair(1024);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = '01';
  certificate.validity.notBefore = new Date(Date.now() - 3 * 86_400_000);
  certificate.validity.notAfter = new Date(Date.now() - 86_400_000);
  certificate.setSubject([{ name: 'commonName', value: 'localhost' }]);
  certificate.setIssuer([{ name: 'commonName', value: 'localhost' }]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  return forge.pki.certificateToPem(certificate);
}

describe('ensureTlsFiles', () => {
  it('makes a CA and a server certificate for localhost, 127.0.0.1 and ::1 signed by it', async () => {
    const files = await ensureTlsFiles(dir);
    const ca = new X509Certificate(readFileSync(files.caFile));
    const server = new X509Certificate(files.cert);
    expect(ca.ca).toBe(true);
    expect(server.ca).toBe(false);
    expect(server.verify(ca.publicKey)).toBe(true);
    expect(server.checkHost('localhost')).toBe('localhost');
    expect(server.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(server.checkIP('::1')).toBe('::1');
    const days = (Date.parse(server.validTo) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(300);
    expect(days).toBeLessThan(398);
    expect(statSync(join(dir, 'ca-key.pem')).mode & 0o077).toBe(0);
    expect(statSync(join(dir, 'localhost-key.pem')).mode & 0o077).toBe(0);
  });

  it('keeps valid files across starts', async () => {
    await ensureTlsFiles(dir);
    const before = [read('ca.pem'), read('localhost.pem'), read('localhost-key.pem')];
    await ensureTlsFiles(dir);
    expect([read('ca.pem'), read('localhost.pem'), read('localhost-key.pem')]).toEqual(before);
  });

  it('makes a missing or expired server certificate again with the same CA', async () => {
    await ensureTlsFiles(dir);
    const ca = read('ca.pem');
    const first = read('localhost.pem');
    unlinkSync(join(dir, 'localhost.pem'));
    const second = (await ensureTlsFiles(dir)).cert;
    expect(second).not.toBe(first);
    writeFileSync(join(dir, 'localhost.pem'), expiredCertificate());
    const third = (await ensureTlsFiles(dir)).cert;
    expect(third).not.toBe(second);
    expect(read('ca.pem')).toBe(ca);
    expect(new X509Certificate(third).verify(new X509Certificate(ca).publicKey)).toBe(true);
  });

  it('makes a new CA, and a new server certificate under it, when the CA expired', async () => {
    await ensureTlsFiles(dir);
    const server = read('localhost.pem');
    writeFileSync(join(dir, 'ca.pem'), expiredCertificate());
    const files = await ensureTlsFiles(dir);
    const ca = new X509Certificate(readFileSync(files.caFile));
    expect(Date.parse(ca.validTo)).toBeGreaterThan(Date.now());
    expect(files.cert).not.toBe(server);
    expect(new X509Certificate(files.cert).verify(ca.publicKey)).toBe(true);
  });

  it('waits while another sandbox holds the folder, and takes over a lock left a minute ago', async () => {
    const lock = join(dir, '.lock');
    mkdirSync(lock);
    let done = false;
    const waiting = ensureTlsFiles(dir).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done).toBe(false);
    rmSync(lock, { recursive: true });
    await waiting;
    expect(done).toBe(true);

    mkdirSync(lock);
    const old = new Date(Date.now() - 120_000);
    utimesSync(lock, old, old);
    await ensureTlsFiles(dir);
  });

  it('makes new files when a key does not belong to its certificate', async () => {
    await ensureTlsFiles(dir);
    const ca = read('ca.pem');
    writeFileSync(join(dir, 'localhost-key.pem'), read('ca-key.pem'));
    const files = await ensureTlsFiles(dir);
    expect(new X509Certificate(files.cert).checkPrivateKey(createPrivateKey(files.key))).toBe(true);
    expect(read('ca.pem')).toBe(ca);
  });
});
