import { and, eq, sql } from 'drizzle-orm';
import type { ContractSummary } from '@vm/contracts/lease-contracts';
import { contractStatusAfter, signRefusal, SMS_USAGE_CONTRACT_SIGN, type ContractRole, type ContractStatus } from '@vm/domain/contracts';
import { contracts, contractSignatures } from '../../db/schema/index';
import { withRetriedTransaction } from '../../platform/db/with-retried-transaction';
import type { AppDeps } from '../../platform/deps';
import { recordEvent } from '../../platform/events/record-event';
import { AppError, conflict, forbidden, notFound } from '../../platform/http/app-error';
import { consumeSmsCode } from '../accounts';
import { assertMayRead, signingRole, type ContractViewer } from './contract-access';
import { contractDocument, readContract, type ContractRow, type SignatureRow } from './contract-document';
import { typed } from '../../platform/db/typed';
import { summarise } from './contract-summaries';
import type { StoredFacts } from './issue-contract';

export const SIGN_MESSAGES = {
  void: '合同已作废，无法签署',
  alreadySigned: '您已签署该合同',
  notSigner: '仅合同双方（供应商主账号）可以签署合同',
  signed: '签署成功',
} as const;

/** The checks before anything is spent: access (404/403), then the contract's and the party's state (409). */
function assertMaySign(found: { contract: ContractRow; signatures: SignatureRow[] } | null, viewer: ContractViewer): ContractRole {
  if (!found) throw notFound('合同');
  assertMayRead(found.contract, viewer);
  const role = signingRole(found.contract, viewer);
  const refusal = signRefusal(
    found.contract.status as ContractStatus,
    role,
    found.signatures.map((signature) => signature.role as ContractRole),
  );
  if (refusal === 'not_a_party') throw forbidden(SIGN_MESSAGES.notSigner);
  if (refusal === 'void') throw conflict(SIGN_MESSAGES.void);
  if (refusal === 'already_signed') throw conflict(SIGN_MESSAGES.alreadySigned);
  return role!;
}

/**
 * POST /api/contracts/{id}/sign: a party signs with the SMS code (usage 5) sent to its own mobile.
 * The code is checked and spent in a transaction of its own (a wrong try stays counted); the signature
 * is made outside any transaction (the vendor's may be a network call) on the current document, and
 * stored with a compare-and-set on the contract's `version`, so a signature made on a document that
 * changed meanwhile (the other party signed) is made again on the new one — appended to it, so both
 * stay valid. The event `contract.signed` commits with it.
 */
export async function signContract(deps: AppDeps, viewer: ContractViewer, id: number, captcha: string): Promise<ContractSummary> {
  const role = assertMaySign(await readContract(deps, id), viewer);
  const checked = await withRetriedTransaction(deps.pool, (client) =>
    consumeSmsCode(client, viewer.mobile, captcha, deps.clock.now(), SMS_USAGE_CONTRACT_SIGN),
  );
  if (!checked.ok) throw new AppError('VALIDATION', checked.message, { captcha: checked.message });

  return appendSignature(deps, viewer, id, role);
}

/**
 * The signature itself, once the party is known and its code spent (the demo seed calls it directly):
 * made on the current document outside any transaction, stored with a compare-and-set on `version`.
 */
export async function appendSignature(deps: AppDeps, viewer: ContractViewer, id: number, role: ContractRole): Promise<ContractSummary> {
  // The signing libraries (pdf-lib, node-forge, @signpdf) load on the first signature, not at start.
  const { contractSignerFor } = await import('./contract-signer');
  const signer = contractSignerFor(deps);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { contract, signatures, pdf } = await contractDocument(deps, id);
    assertMaySign({ contract, signatures }, viewer);
    const now = deps.clock.now();
    const facts = contract.facts as StoredFacts;
    const signerName = role === 'buyer' ? facts.承租方 : facts.出租方;
    const outcome = await signer.sign({ pdf, role, userId: viewer.userId, signerName, contractNum: contract.contractNum, now });
    const signedRoles = [...signatures.map((signature) => signature.role as ContractRole), role];
    const status = contractStatusAfter(contract.status as ContractStatus, signedRoles);
    const stored = await withRetriedTransaction(deps.pool, async (client) => {
      const db = typed(client);
      const [updated] = await db
        .update(contracts)
        .set({ pdf: outcome.pdf, version: sql`${contracts.version} + 1`, status, signedAt: status === 'signed' ? now : null })
        .where(and(eq(contracts.id, id), eq(contracts.version, contract.version), eq(contracts.status, 'awaiting_signatures')))
        .returning({ version: contracts.version });
      if (!updated) return false;
      await db.insert(contractSignatures).values({
        contractId: id,
        role,
        userId: viewer.userId,
        signerName,
        provider: outcome.provider,
        certificatePem: outcome.certificatePem,
        certificateSerial: outcome.certificateSerial,
        version: updated.version,
        signedAt: now,
      });
      await recordEvent(
        client,
        {
          type: 'contract.signed',
          orderId: contract.orderId,
          actorId: viewer.userId,
          // The other party hears of it (notifications' `person` audience).
          subjectUserId: role === 'buyer' ? contract.supplierId : contract.buyerId,
          payload: {
            contract_id: id,
            order_item_id: contract.orderItemId,
            order_num: contract.orderNum,
            role,
            fully_signed: status === 'signed',
            buyer_id: contract.buyerId,
            supplier_id: contract.supplierId,
          },
          now,
        },
        deps.events,
      );
      return true;
    });
    if (stored) {
      const { pdf: _pdf, ...row } = (await readContract(deps, id))!.contract;
      return (await summarise(deps, [row], viewer))[0]!;
    }
  }
  throw new AppError('CONFLICT', '合同正在被签署，请稍后再试');
}
