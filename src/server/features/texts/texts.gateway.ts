import twilio from 'twilio';
import type { Config } from '../../config.ts';

/** What a gateway answers for one text: the row's next status, its id there, and a refusal's words. */
type GatewayResult = {
  status: 'queued' | 'sent' | 'failed';
  gatewayId: string | null;
  error?: string;
};

/**
 * Where texts go (issue 40 §1). Whatever the gateway, every text is first a row of sms_outbox; the
 * gateway only says what became of it.
 */
export type TextGateway = {
  name: 'simulated' | 'twilio' | 'off';
  /**
   * The gateway answers STOP and START itself: Twilio replies to the standard keywords on its own
   * (and refuses texts to a number after its STOP, error 21610), so a reply of ours would be a second
   * confirmation, or refused. The simulated gateway does not: the app's reply is the one.
   */
  repliesToKeywords: boolean;
  send: (to: string, body: string) => Promise<GatewayResult>;
};

/** Outside production: the row in sms_outbox is the delivery, so the text is sent at once. */
function simulatedGateway(): TextGateway {
  let next = 0;
  return {
    name: 'simulated',
    repliesToKeywords: false,
    send: async () => ({
      status: 'sent',
      gatewayId: `SIM${Date.now().toString(36)}${(next++).toString(36)}`,
    }),
  };
}

/**
 * Twilio's Messages API. Its answer is `queued` (or `accepted`): the delivery-status webhook
 * (POST /api/sms/status, the statusCallback) moves the row on to sent, delivered or failed.
 */
function twilioGateway(keys: { accountSid: string; authToken: string; from: string }, publicUrl: string) {
  const client = twilio(keys.accountSid, keys.authToken);
  const gateway: TextGateway = {
    name: 'twilio',
    repliesToKeywords: true,
    async send(to, body) {
      try {
        const message = await client.messages.create({
          to,
          from: keys.from,
          body,
          statusCallback: `${publicUrl}/api/sms/status`,
        });
        return { status: message.status === 'failed' ? 'failed' : 'queued', gatewayId: message.sid };
      } catch (error) {
        // Twilio's refusal (an unreachable number, one that texted STOP to Twilio): the row says why.
        return {
          status: 'failed',
          gatewayId: null,
          error: error instanceof Error ? error.message : String(error),
        };
      }
    },
  };
  return gateway;
}

/** Texts are off (production without Twilio's keys): nothing is sent, and nothing is queued. */
function offGateway(): TextGateway {
  return {
    name: 'off',
    repliesToKeywords: false,
    send: async () => ({ status: 'failed', gatewayId: null, error: 'texts are off' }),
  };
}

export function createTextGateway(config: Config): TextGateway {
  const { texts } = config;
  if (texts.gateway === 'twilio' && texts.twilio) return twilioGateway(texts.twilio, config.publicUrl);
  if (texts.gateway === 'simulated') return simulatedGateway();
  return offGateway();
}

/**
 * Whether a webhook comes from Twilio: its X-Twilio-Signature over our public URL of the route and the
 * form's fields, with the account's auth token (the library's own check). Without a token nothing can
 * be checked, so nothing is believed.
 */
export function isTwilioSignatureValid(
  authToken: string | undefined,
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
): boolean {
  if (!authToken || !signature) return false;
  return twilio.validateRequest(authToken, signature, url, params);
}
