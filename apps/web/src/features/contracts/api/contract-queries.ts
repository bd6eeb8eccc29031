import type {
  Certificate,
  ContractSummary,
  ContractTemplate,
  ContractTemplateBody,
  OperatorContractPage,
  OperatorContractsQuery,
} from '@vm/contracts/lease-contracts';
import { SMS_USAGE_CONTRACT_SIGN } from '@vm/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import { saveFile } from '@/shared/ui/save-file';

/** GET contracts?order_id=: the caller's contracts (of one order, or all of them up to the newest 500). */
export function useContracts(orderId?: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.contracts.mine(orderId ?? 'all'),
    queryFn: ({ signal }): Promise<ContractSummary[]> => typedApi.get('/contracts', { signal, query: orderId === undefined ? {} : { order_id: orderId } }),
    enabled,
  });
}

/** GET contracts/{id}/certificate: the signed file's url and result, with who signed when. */
export function useCertificate(id: number | null) {
  return useQuery({
    queryKey: queryKeys.contracts.certificate(id),
    queryFn: ({ signal }): Promise<Certificate> => typedApi.get('/contracts/{id}/certificate', { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

export function useContractMutations() {
  const queryClient = useQueryClient();
  return {
    /** POST auth/app_captcha with usage 5 (签署合同) to the signer's own mobile. */
    sendCode: useMutation({
      mutationFn: (mobile: string) => typedApi.post('/auth/app_captcha', { body: { account: mobile, usage: SMS_USAGE_CONTRACT_SIGN } }),
    }),
    sign: useMutation({
      mutationFn: ({ id, captcha }: { id: number; captcha: string }): Promise<ContractSummary> =>
        typedApi.post('/contracts/{id}/sign', { params: { id }, body: { captcha } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contracts.all }),
    }),
    /** GET contracts/{id}/pdf with the bearer token, then the browser saves it. */
    download: useMutation({
      mutationFn: async (contract: Pick<ContractSummary, 'id' | 'order_num'>) =>
        saveFile(await typedApi.getBlob('/contracts/{id}/pdf', { params: { id: contract.id } }), `租赁合同-${contract.order_num}.pdf`),
    }),
  };
}

export const OPERATOR_CONTRACTS_PAGE_SIZE = 20;

/** GET operator/contracts: every contract, by status and number. */
export function useOperatorContracts(query: Omit<OperatorContractsQuery, 'page_size'>, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.contracts.operator(query),
    queryFn: ({ signal }): Promise<OperatorContractPage> =>
      typedApi.get('/operator/contracts', {
        signal,
        query: {
          ...(query.status ? { status: query.status } : {}),
          ...(query.keyword ? { keyword: query.keyword } : {}),
          page: query.page,
          page_size: OPERATOR_CONTRACTS_PAGE_SIZE,
        },
      }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** GET/PUT operator/contract_template. */
export function useContractTemplate(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.contracts.template,
    queryFn: ({ signal }): Promise<ContractTemplate> => typedApi.get('/operator/contract_template', { signal }),
    enabled,
  });
}

export function useSaveContractTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractTemplateBody): Promise<ContractTemplate> => typedApi.put('/operator/contract_template', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contracts.all }),
  });
}
