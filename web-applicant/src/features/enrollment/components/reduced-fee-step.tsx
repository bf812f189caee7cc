import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Spinner } from '@/components/ui/spinner';
import { useFee } from '../api/get-fee';
import { useCheckout } from '../hooks/use-checkout';
import { reducedFeeTitle } from '../wizard-steps';
import { CustomAmountForm } from './custom-amount-form';
import { FeeBreakdown } from './fee-breakdown';
import type { StepProps } from './step-props';
import { WaiverRequestNotice } from './waiver-request-notice';
import { WizardStepLayout } from './wizard-step-layout';

/**
 * Hardship step 2: the fee after the answers so far. 'I cannot afford this fee' (cola ≤ 0.3 or a
 * pay-what-you-can flag) offers a custom amount; 'Request a fee waiver' leads to the last step. A
 * hardship discount asked of staff shows here as waiting (the fee not yet halved) or refused.
 */
export const ReducedFeeStep = ({ application, position, goTo }: StepProps) => {
  const feeQuery = useFee(application.id);
  const checkout = useCheckout(application);
  const [customAmountAsked, setCustomAmount] = useState(false);
  // An amount chosen before the fee went down is asked for again.
  const customAmount = customAmountAsked || checkout.chooseAgain;
  const fee = feeQuery.data;

  return (
    <WizardStepLayout
      title={reducedFeeTitle(fee)}
      position={position}
      onBack={() => goTo('hardship')}
      problem={checkout.problem}
      actions={
        fee && (
          <>
            {!fee.must_waive && !customAmount && (
              <Button variant="contained" disabled={checkout.pending} onClick={() => void checkout.pay()}>
                Pay
              </Button>
            )}
            {fee.can_afford_button && !fee.must_waive && !customAmount && (
              <Button onClick={() => setCustomAmount(true)}>I cannot afford this fee</Button>
            )}
            <Button onClick={() => goTo('waive')}>Request a fee waiver</Button>
          </>
        )
      }
    >
      {feeQuery.isPending && <Spinner label="Loading your fee" />}
      {feeQuery.isError && <Alert severity="error">Your fee could not be loaded.</Alert>}
      <WaiverRequestNotice kind="hardship" request={application.hardship_request} />
      {fee && <FeeBreakdown fee={fee} />}
      {fee && customAmount && (
        <>
          <Typography>Choose the amount you can pay, in whole US dollars (at least $2).</Typography>
          <CustomAmountForm application={application} minimum={fee.minimum_custom_amount} />
        </>
      )}
    </WizardStepLayout>
  );
};
