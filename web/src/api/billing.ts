import type {
  CheckoutResponse,
  CheckoutStatusResponse,
  CreateSubscriptionRequest,
  PurchaseCreditsRequest,
} from '@contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

export const createSubscription = (body: CreateSubscriptionRequest) =>
  apiRequest<CheckoutResponse>('/api/subscription/create', { method: 'POST', body });

export const purchaseCredits = (body: PurchaseCreditsRequest) =>
  apiRequest<CheckoutResponse>('/api/credits/purchase', { method: 'POST', body });

/** Payment happens on the provider's hosted page; the app leaves and comes back. */
export function goToCheckout(url: string) {
  window.location.assign(url);
}

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}

export function usePurchaseCredits() {
  return useMutation({ mutationFn: purchaseCredits });
}

/** What one of the user's checkouts bought, and whether it has been added yet. */
export const fetchCheckoutStatus = (sessionId: string) =>
  apiRequest<CheckoutStatusResponse>(`/api/billing/checkout/${encodeURIComponent(sessionId)}`);
