import { useEffect } from 'react';
import type { FieldValues } from 'react-hook-form';
import { forgetDrafts, useFormDraft, type DraftForm } from '@/components/ui/form/use-form-draft';
import { useUser } from '@/lib/auth/get-user';

const formName = (applicationId: string, step: string) => `enrollment.${applicationId}.${step}`;

/**
 * A wizard step's answers kept as a draft, like the application form's: a 200-character explanation
 * survives 'Go Back', a reload and a closed tab. Kept after the step is sent too, so going back shows
 * what was sent; the wizard's drafts are forgotten when the offer is settled (`useForgetWizardDrafts`).
 */
export const useStepDraft = <T extends FieldValues>(form: DraftForm<T>, applicationId: string, step: string) => {
  const userId = useUser().data?.id ?? 'visitor';
  useFormDraft(form, { userId, form: formName(applicationId, step) });
};

/** Once the wizard is over (paid, waived, declined), its explanations leave the browser's storage. */
export const useForgetWizardDrafts = (applicationId: string, over: boolean) => {
  const userId = useUser().data?.id ?? 'visitor';
  useEffect(() => {
    if (over) forgetDrafts(userId, formName(applicationId, ''));
  }, [applicationId, over, userId]);
};
