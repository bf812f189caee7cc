import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format';
import { useFee } from '../api/get-fee';
import { useCheckout } from '../hooks/use-checkout';
import { STEP_TITLES } from '../wizard-steps';
import { CustomAmountForm } from './custom-amount-form';
import { FeeBreakdown } from './fee-breakdown';
import type { StepProps } from './step-props';
import { WizardStepLayout } from './wizard-step-layout';

/**
 * Step 3: the fee line by line. 'Pay' goes to the hosted checkout; 'Waive fee and enroll' leads straight
 * to the waiver when the total is 0 or below or staff turned the waive option on.
 */
export const PayStep = ({ application, position, goTo }: StepProps) => {
  const feeQuery = useFee(application.id);
  const checkout = useCheckout(application);
  const fee = feeQuery.data;
  const canWaive = Boolean(fee?.must_waive) || application.student_waive_fee_option_flag;

  return (
    <WizardStepLayout
      title={STEP_TITLES.pay}
      position={position}
      onBack={() => goTo('supplemental')}
      problem={checkout.problem}
      actions={
        fee && (
          <>
            {!fee.must_waive && (
              <Button variant="contained" disabled={checkout.pending} onClick={() => void checkout.pay()}>
                Pay
              </Button>
            )}
            {canWaive && (
              <Button variant="contained" onClick={() => goTo('waive')}>
                Waive fee and enroll
              </Button>
            )}
            {!fee.must_waive && <Button onClick={() => goTo('funding')}>Apply for a reduced fee</Button>}
          </>
        )
      }
    >
      <Typography sx={{ mt: 2 }}>
        The course fee is adjusted to the cost of living where you will be during the course.
      </Typography>
      {feeQuery.isPending && <Spinner label="Loading your fee" />}
      {feeQuery.isError && <Alert severity="error">Your fee could not be loaded.</Alert>}
      {fee && <FeeBreakdown fee={fee} />}
      {fee && application.amount_be_payed && application.amount_be_payed !== fee.total && (
        <Typography>The amount you chose to pay: {formatMoney(application.amount_be_payed)}</Typography>
      )}
      {fee && checkout.chooseAgain && (
        <CustomAmountForm application={application} minimum={fee.minimum_custom_amount} />
      )}
    </WizardStepLayout>
  );
};
