import { useDataProvider } from 'react-admin';
import type { StaffDataProvider } from '../dataProvider';
import type { WebhookMethods } from './webhookMethods';

export const useWebhookProvider = () => useDataProvider<StaffDataProvider & WebhookMethods>();
