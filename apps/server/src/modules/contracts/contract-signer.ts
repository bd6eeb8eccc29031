import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';
import type { ContractRole } from '@vm/domain/contracts';
import forge from 'node-forge';
import type { Config } from '../../config';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { certificateAuthority, issuePartyCertificate, type IssuedCertificate } from './certificate-authority';
import { SIGNATURE_FIELDS } from './render-contract-pdf';
import { sealAppearance } from './seal-appearance';
import { addSealedPlaceholder } from './sealed-field-placeholder';

export interface SignatureRequest {
  /** The current document: unsigned, or already carrying the other party's signature. */
  pdf: Buffer;
  role: ContractRole;
  userId: number;
  signerName: string;
  contractNum: string;
  now: Date;
}

export interface SignatureOutcome {
  /** `pdf` with the signature appended as an incremental update (earlier signatures stay valid). */
  pdf: Buffer;
  certificatePem: string;
  certificateSerial: string;
  provider: string;
}

/** Who puts a party's signature into the PDF: the platform's own CA (default) or an e-signature vendor. */
export interface ContractSigner {
  readonly provider: string;
  sign(request: SignatureRequest): Promise<SignatureOutcome>;
}

/** Room for the CMS signature (party certificate + CA certificate, RSA-2048): about 3 KB used. */
const SIGNATURE_LENGTH = 8192;

/**
 * CMS (PKCS#7 detached, SHA-256) with the party's in-memory certificate and the CA's in the chain,
 * as @signpdf/signer-p12 builds it, without the PKCS#12 round trip (node-forge mangles the UTF-8
 * names of a certificate it parsed back).
 */
class PartySigner extends Signer {
  constructor(
    private readonly party: IssuedCertificate,
    private readonly chain: forge.pki.Certificate[],
  ) {
    super();
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString('binary'));
    p7.addCertificate(this.party.certificate);
    for (const certificate of this.chain) p7.addCertificate(certificate);
    p7.addSigner({
      key: this.party.privateKey,
      certificate: this.party.certificate,
      digestAlgorithm: forge.pki.oids.sha256!,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
        { type: forge.pki.oids.signingTime!, value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest! },
      ],
    });
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}

/** The built-in signer: a certificate per signature from the platform's CA (kept under DATA_DIR). */
export function builtinSigner(deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'logger'>): ContractSigner {
  const signPdf = new SignPdf();
  return {
    provider: 'builtin',
    async sign(request) {
      const authority = await certificateAuthority(deps);
      const party = await issuePartyCertificate(authority, { name: request.signerName, userId: request.userId, role: request.role }, request.now);
      const placeholder = {
        reason: `${request.role === 'buyer' ? '承租方' : '出租方'}签署租赁合同 ${request.contractNum}`,
        name: request.signerName,
        location: '中国',
        signingTime: request.now,
        signatureLength: SIGNATURE_LENGTH,
        appName: '场地通',
      };
      // The party's seal fills its signature field; a contract rendered before the fields existed gets an invisible one.
      const withPlaceholder =
        (await addSealedPlaceholder({
          pdf: request.pdf,
          fieldName: SIGNATURE_FIELDS[request.role],
          appearance: await sealAppearance(request.signerName, request.now),
          ...placeholder,
        })) ?? plainAddPlaceholder({ pdfBuffer: request.pdf, contactInfo: '', subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED, ...placeholder });
      const signed = await signPdf.sign(withPlaceholder, new PartySigner(party, [authority.certificate]), request.now);
      return { pdf: Buffer.from(signed), certificatePem: party.pem, certificateSerial: party.serial, provider: 'builtin' };
    },
  };
}

/**
 * An e-signature vendor (e签宝, 法大大) signing in the platform's place: configured with
 * CONTRACT_SIGNER=vendor and its CONTRACT_VENDOR_* settings (config refuses to start without them).
 * The adapter's API calls are not written yet; until then it answers 503 rather than sign with the
 * built-in CA behind the operator's back.
 */
export function vendorSigner(config: Config, deps: Pick<AppDeps, 'logger'>): ContractSigner {
  const vendor = config.CONTRACT_VENDOR;
  return {
    provider: vendor,
    async sign() {
      deps.logger.error({ vendor }, 'contract vendor adapter not implemented');
      throw new AppError('UNAVAILABLE', '电子签章服务暂不可用，请稍后再试');
    },
  };
}

export function contractSignerFor(deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'logger'>): ContractSigner {
  return deps.config.CONTRACT_SIGNER === 'vendor' ? vendorSigner(deps.config, deps) : builtinSigner(deps);
}
