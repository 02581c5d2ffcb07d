import type { Automation, AutomationPreview } from '../../../common/automations/schema.ts';

/** The placeholders' values for one record. */
export type TemplateValues = { firstName: string; proposalNumber: string; link: string; expiresOn: string };

/** A text with its placeholders filled ({firstName} → 'Jordan'); the schema refuses any other. */
function renderTemplate(text: string, values: TemplateValues): string {
  return text.replace(
    /\{(firstName|proposalNumber|link|expiresOn)\}/g,
    (_whole, name: keyof TemplateValues) => values[name],
  );
}

export function renderAutomation(
  automation: Pick<Automation, 'mailSubject' | 'mailBody' | 'textBody'>,
  values: TemplateValues,
): AutomationPreview {
  return {
    mailSubject: renderTemplate(automation.mailSubject, values),
    mailBody: renderTemplate(automation.mailBody, values),
    textBody: renderTemplate(automation.textBody, values),
  };
}
