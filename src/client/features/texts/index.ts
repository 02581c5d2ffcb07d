export { SmsConsentCheckbox } from './sms-consent.tsx';
export { SmsOutboxPanel } from './sms-outbox-panel.tsx';
