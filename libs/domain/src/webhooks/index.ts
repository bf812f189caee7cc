export * from './event-types';
export * from './public-event';
export * from './signature';
export * from './retry-schedule';
export * from './address-policy';
export * from './endpoint-secret';
