export { SmsConsentCheckbox } from './sms-consent.tsx';
