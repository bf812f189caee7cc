import {
  DataTable,
  DateField,
  ExportButton,
  FilterButton,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { ScrollRegion } from '../layout/ScrollRegion';

const STATUS_CHOICES = [
  { id: 'settled', name: 'Settled the fee' },
  { id: 'refund_due', name: 'Refund due' },
  { id: 'waived', name: 'Fee waived' },
];

const paymentFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, email or session" aria-label="Search" />,
  <ReferenceInput key="course" source="course" reference="courses" sort={{ field: 'created_at', order: 'DESC' }}>
    <SelectInput label="Course" optionText="name" />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
];

type Payment = { amount: string; currency: string };

// On a phone react-admin's export button is an icon alone, and while there is nothing to export it
// loses its name too (its tooltip goes with it): the name is given to the button itself.
const PaymentActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton aria-label="Export" />
  </TopToolbar>
);

/** Payments received through Stripe Checkout with their receipts, whether each settled a fee, and fees waived. */
export const PaymentList = () => (
  // react-admin's empty page puts a grey h4 on the page (contrast, heading order): the empty table is shown instead.
  <List
    actions={<PaymentActions />}
    filters={paymentFilters}
    sort={{ field: 'paid_at', order: 'DESC' }}
    perPage={25}
    empty={false}
  >
    <ScrollRegion label="Payments table" onDesk>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="paid_at" label="Paid">
          <DateField source="paid_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="applicant_name" label="Applicant" />
        <DataTable.Col source="email" />
        <DataTable.Col source="course_name" label="Course" />
        <DataTable.Col source="amount" label="Amount">
          <FunctionField render={(record: Payment) => `${record.amount} ${record.currency.toUpperCase()}`} />
        </DataTable.Col>
        <DataTable.Col source="status">
          <SelectField source="status" choices={STATUS_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="refund_reason" label="Refund reason" />
        <DataTable.Col source="checkout_session_id" label="Stripe session" />
        <DataTable.Col source="receipt_url" label="Receipt">
          <FunctionField
            render={(record: { receipt_url: string | null }) =>
              record.receipt_url ? (
                <a href={record.receipt_url} target="_blank" rel="noreferrer" onClick={(e) => e.stopPropagation()}>
                  Receipt
                </a>
              ) : (
                'None'
              )
            }
          />
        </DataTable.Col>
      </DataTable>
    </ScrollRegion>
  </List>
);
