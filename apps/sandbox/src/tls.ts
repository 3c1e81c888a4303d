// The sandbox's local certificate authority and its server certificate for localhost, 127.0.0.1 and ::1, so the
// sandbox answers on https like a real shop (Shopify's own clients only speak https). Keys come from Node's crypto,
// certificates are built with node-forge (plain JavaScript, no native build, no openssl binary needed) and read
// back with Node's X509Certificate.
import { createPrivateKey, generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';

const DAY_MS = 24 * 60 * 60 * 1000;
const CA_DAYS = 5 * 365;
/** Below the 398 days browsers accept for a server certificate. */
const SERVER_DAYS = 365;
/** A certificate this close to its end is made again at start. */
const RENEW_BEFORE_MS = 7 * DAY_MS;
const ORGANIZATION = { name: 'organizationName', value: 'Storefront sandbox' };

export interface TlsFiles {
  /** The CA certificate (PEM): the file `NODE_EXTRA_CA_CERTS` names. */
  caFile: string;
  /** The server's certificate and private key (PEM), for `https.createServer`. */
  cert: string;
  key: string;
}

interface Pair {
  certificate: string;
  key: string;
}

/** A certificate file that parses and stays valid for a week more; null otherwise. */
function usable(file: string): X509Certificate | null {
  if (!existsSync(file)) return null;
  try {
    const certificate = new X509Certificate(readFileSync(file));
    const now = Date.now();
    if (Date.parse(certificate.validFrom) > now || Date.parse(certificate.validTo) - RENEW_BEFORE_MS < now)
      return null;
    return certificate;
  } catch {
    return null;
  }
}

/**
 * Runs `work` while holding `dir/.lock` (made with mkdir, which only one process wins), so sandboxes starting at the
 * same moment on one folder (test suites of several packages) never mix one's CA with another's key. A lock left by
 * a killed process is taken over after a minute.
 */
async function withLock<T>(dir: string, work: () => T): Promise<T> {
  const lock = join(dir, '.lock');
  for (let waited = 0; ; waited += 50) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) rmSync(lock, { recursive: true, force: true });
      else if (waited > 120_000)
        throw new Error(`${lock} is held by another sandbox; remove it if none runs`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Written beside and renamed, so a reader never sees half a file. */
function writeAtomically(file: string, text: string, mode: number): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { mode });
  renameSync(temporary, file);
}

/** Whether a private key belongs to a certificate. */
function matches(certificate: X509Certificate, keyPem: string): boolean {
  try {
    return certificate.checkPrivateKey(createPrivateKey(keyPem));
  } catch {
    return false;
  }
}

function newCertificate(days: number, publicKeyPem: string): forge.pki.Certificate {
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  // A positive serial: 16 random bytes with the top bit cleared.
  certificate.serialNumber = `0${randomBytes(16).toString('hex').slice(1)}`;
  certificate.validity.notBefore = new Date(Date.now() - DAY_MS);
  certificate.validity.notAfter = new Date(Date.now() + days * DAY_MS);
  return certificate;
}

function rsaKeys(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

function createCa(): Pair {
  const keys = rsaKeys();
  const certificate = newCertificate(CA_DAYS, keys.publicKey);
  const name = [{ name: 'commonName', value: 'Storefront sandbox local CA' }, ORGANIZATION];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(forge.pki.privateKeyFromPem(keys.privateKey), forge.md.sha256.create());
  return { certificate: forge.pki.certificateToPem(certificate), key: keys.privateKey };
}

function createServerCertificate(ca: Pair): Pair {
  const keys = rsaKeys();
  const caCertificate = forge.pki.certificateFromPem(ca.certificate);
  const certificate = newCertificate(SERVER_DAYS, keys.publicKey);
  certificate.setSubject([{ name: 'commonName', value: 'localhost' }, ORGANIZATION]);
  certificate.setIssuer(caCertificate.subject.attributes);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'localhost' },
        { type: 7, ip: '127.0.0.1' },
        { type: 7, ip: '::1' },
      ],
    },
    { name: 'subjectKeyIdentifier' },
    {
      name: 'authorityKeyIdentifier',
      keyIdentifier: caCertificate.generateSubjectKeyIdentifier().getBytes(),
    },
  ]);
  certificate.sign(forge.pki.privateKeyFromPem(ca.key), forge.md.sha256.create());
  return { certificate: forge.pki.certificateToPem(certificate), key: keys.privateKey };
}

/**
 * The CA and server certificate in `dir`, made at the first start and made again when missing, unreadable,
 * expired or within a week of expiry; a new CA also gets a new server certificate. Private keys are written with mode 0600.
 */
export async function ensureTlsFiles(dir: string): Promise<TlsFiles> {
  mkdirSync(dir, { recursive: true });
  return withLock(dir, () => ensureUnlocked(dir));
}

function ensureUnlocked(dir: string): TlsFiles {
  const caFile = join(dir, 'ca.pem');
  const caKeyFile = join(dir, 'ca-key.pem');
  const certFile = join(dir, 'localhost.pem');
  const keyFile = join(dir, 'localhost-key.pem');

  let ca: Pair;
  const caCertificate = usable(caFile);
  if (caCertificate && existsSync(caKeyFile) && matches(caCertificate, readFileSync(caKeyFile, 'utf8'))) {
    ca = { certificate: caCertificate.toString(), key: readFileSync(caKeyFile, 'utf8') };
  } else {
    ca = createCa();
    writeAtomically(caKeyFile, ca.key, 0o600);
    writeAtomically(caFile, ca.certificate, 0o644);
  }
  const server = usable(certFile);
  const issuer = new X509Certificate(ca.certificate);
  const current =
    server?.checkIssued(issuer) &&
    server.verify(issuer.publicKey) &&
    existsSync(keyFile) &&
    matches(server, readFileSync(keyFile, 'utf8'));
  if (!current) {
    const made = createServerCertificate(ca);
    writeAtomically(keyFile, made.key, 0o600);
    writeAtomically(certFile, made.certificate, 0o644);
  }
  return { caFile, cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
}
