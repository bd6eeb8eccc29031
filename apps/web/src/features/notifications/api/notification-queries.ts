import type { NotificationSettings } from '@vm/contracts/notifications';
import type { DeliveryStatus, NotificationChannel } from '@vm/domain/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';

export const DELIVERIES_PAGE_SIZE = 20;

/** GET users/current/notification_settings: SMS and email on or off (站内信 always). */
export function useNotificationSettings() {
  return useQuery({ queryKey: queryKeys.notificationSettings, queryFn: ({ signal }) => typedApi.get('/users/current/notification_settings', { signal }) });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => typedApi.put('/users/current/notification_settings', { body }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notificationSettings, saved),
  });
}

export interface DeliveryFilter {
  status?: DeliveryStatus;
  channel?: NotificationChannel;
  page: number;
}

/** The operator's outbox view: deliveries newest first, with the counts by status. */
export function useNotificationDeliveries(filter: DeliveryFilter) {
  return useQuery({
    queryKey: queryKeys.operator.notificationDeliveryList(filter),
    queryFn: ({ signal }) => typedApi.get('/operator/notification_deliveries', { signal, query: { ...filter, page_size: DELIVERIES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** A dead message back to the queue (audited). */
export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => typedApi.post('/operator/notification_deliveries/{id}/retry', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operator.notificationDeliveries }),
  });
}
