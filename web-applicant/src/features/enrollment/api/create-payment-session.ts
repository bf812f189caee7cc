import { useMutation } from '@tanstack/react-query';
import type { PaymentSessionRequest, PaymentSessionView } from '@portal/contracts';
import { api } from '@/lib/api-client';

/** A hosted checkout session for the pay step; the browser is then sent to its `url`. */
export const createPaymentSession = (input: PaymentSessionRequest) =>
  api.post<PaymentSessionView>('/payments/session/', input);

export const useCreatePaymentSession = () => useMutation({ mutationFn: createPaymentSession });
