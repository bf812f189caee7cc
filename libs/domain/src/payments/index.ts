export * from './checkout-session';
export * from './stripe-event-claim';
export * from './payment-amount';
export * from './checkout-charge';
