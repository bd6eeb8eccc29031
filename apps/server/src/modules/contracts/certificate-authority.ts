import { createHash, generateKeyPair, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import forge from 'node-forge';
import { contractAuthority } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';

const generateKeyPairAsync = promisify(generateKeyPair);

export interface CertificateAuthority {
  certificate: forge.pki.Certificate;
  privateKey: forge.pki.rsa.PrivateKey;
  fingerprint: string;
}

export interface IssuedCertificate {
  certificate: forge.pki.Certificate;
  privateKey: forge.pki.rsa.PrivateKey;
  pem: string;
  serial: string;
}

/**
 * The CA's own name stays ASCII: node-forge re-encodes a parsed certificate's UTF-8 names twice when it
 * writes a CMS signer's issuer, and the CA certificate is parsed back from its file at every start.
 * Party certificates (made and used in memory) carry their Chinese names.
 */
const CA_NAME = [
  { name: 'commonName', value: 'Changditong Contract Signing Root CA' },
  { name: 'organizationName', value: 'Changditong Platform' },
  { name: 'countryName', value: 'CN' },
];

async function rsaKeys(): Promise<{ privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey }> {
  // node:crypto generates the key natively (node-forge's pure-JS keygen takes seconds).
  const pair = await generateKeyPairAsync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return {
    privateKey: forge.pki.privateKeyFromPem(pair.privateKey) as forge.pki.rsa.PrivateKey,
    publicKey: forge.pki.publicKeyFromPem(pair.publicKey) as forge.pki.rsa.PublicKey,
  };
}

const serialNumber = () => `7${randomBytes(15).toString('hex')}`;
const fingerprintOf = (certificate: forge.pki.Certificate) =>
  createHash('sha256')
    .update(Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary'))
    .digest('hex');

async function createAuthorityFiles(dir: string, now: Date): Promise<void> {
  const keys = await rsaKeys();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = serialNumber();
  certificate.validity.notBefore = new Date(now.getTime() - 86_400_000);
  certificate.validity.notAfter = new Date(now.getTime() + 20 * 365 * 86_400_000);
  certificate.setSubject(CA_NAME);
  certificate.setIssuer(CA_NAME);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  // Written into a directory of its own and renamed into place: a second process racing this one
  // either wins or finds the first one's complete pair.
  const staging = `${dir}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  await mkdir(staging, { recursive: true, mode: 0o700 });
  await writeFile(path.join(staging, 'ca-key.pem'), forge.pki.privateKeyToPem(keys.privateKey), { mode: 0o600 });
  await writeFile(path.join(staging, 'ca-cert.pem'), forge.pki.certificateToPem(certificate));
  try {
    await rename(staging, dir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  }
}

async function readAuthorityFiles(dir: string): Promise<{ keyPem: string; certPem: string } | null> {
  try {
    return { keyPem: await readFile(path.join(dir, 'ca-key.pem'), 'utf8'), certPem: await readFile(path.join(dir, 'ca-cert.pem'), 'utf8') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const loaded = new Map<string, Promise<CertificateAuthority>>();

/**
 * The platform's contract-signing CA. Its key pair is generated once into `DATA_DIR/contracts-ca/`
 * (or CONTRACT_CA_DIR, shared by the processes of one database)
 * (key file mode 0600, never in the database or the repository) and its certificate recorded in
 * `contract_authority`; a server whose key file differs from the recorded certificate (another
 * DATA_DIR on the same database) refuses to sign rather than issue certificates of a second CA.
 */
export function certificateAuthority(deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'logger'>): Promise<CertificateAuthority> {
  const dir = deps.config.contractCaDir;
  let pending = loaded.get(dir);
  if (!pending) {
    pending = loadAuthority(deps, dir);
    pending.catch(() => loaded.delete(dir));
    loaded.set(dir, pending);
  }
  return pending.then(async (authority) => {
    await assertRecorded(deps, authority);
    return authority;
  });
}

async function loadAuthority(deps: Pick<AppDeps, 'clock'>, dir: string): Promise<CertificateAuthority> {
  let files = await readAuthorityFiles(dir);
  if (!files) {
    await mkdir(path.dirname(dir), { recursive: true });
    await createAuthorityFiles(dir, deps.clock.now());
    files = await readAuthorityFiles(dir);
    if (!files) throw new Error(`contract CA files missing in ${dir}`);
  }
  const certificate = forge.pki.certificateFromPem(files.certPem);
  return { certificate, privateKey: forge.pki.privateKeyFromPem(files.keyPem) as forge.pki.rsa.PrivateKey, fingerprint: fingerprintOf(certificate) };
}

async function assertRecorded(deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>, authority: CertificateAuthority): Promise<void> {
  await deps.db
    .insert(contractAuthority)
    .values({
      id: 1,
      subject: CA_NAME.map((part) => part.value).join(', '),
      fingerprint: authority.fingerprint,
      certificatePem: forge.pki.certificateToPem(authority.certificate),
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing();
  const [recorded] = await deps.db.select({ fingerprint: contractAuthority.fingerprint }).from(contractAuthority).where(eq(contractAuthority.id, 1));
  if (recorded?.fingerprint !== authority.fingerprint) {
    deps.logger.error(
      { recorded: recorded?.fingerprint, local: authority.fingerprint },
      'contract CA in DATA_DIR differs from the one recorded in the database',
    );
    throw new AppError('UNAVAILABLE', '电子签章服务配置异常，请联系平台客服');
  }
}

/** A certificate for one signing party (CN its name), valid two years, issued by the CA. */
export async function issuePartyCertificate(
  authority: CertificateAuthority,
  party: { name: string; userId: number; role: string },
  now: Date,
): Promise<IssuedCertificate> {
  const keys = await rsaKeys();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = serialNumber();
  certificate.validity.notBefore = new Date(now.getTime() - 3_600_000);
  certificate.validity.notAfter = new Date(now.getTime() + 2 * 365 * 86_400_000);
  const utf8 = forge.asn1.Type.UTF8 as unknown as forge.asn1.Class;
  certificate.setSubject([
    { name: 'commonName', value: party.name, valueTagClass: utf8 },
    { name: 'organizationalUnitName', value: `${party.role}-${party.userId}` },
    { name: 'countryName', value: 'CN' },
  ]);
  certificate.setIssuer(authority.certificate.subject.attributes);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'extKeyUsage', emailProtection: true },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: authority.certificate.generateSubjectKeyIdentifier().getBytes() },
  ]);
  certificate.sign(authority.privateKey, forge.md.sha256.create());
  return { certificate, privateKey: keys.privateKey, pem: forge.pki.certificateToPem(certificate), serial: certificate.serialNumber };
}
