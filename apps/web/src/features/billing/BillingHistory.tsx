import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { displayDateOfInstant, INVOICE_MESSAGES, type InvoiceSummary } from '@medi/contracts';
import { useListInvoicesQuery } from './billing.api';

function moneyOf(invoice: InvoiceSummary): string {
  return new Intl.NumberFormat(invoice.currency === 'INR' ? 'en-IN' : 'en-AE', {
    style: 'currency',
    currency: invoice.currency,
    minimumFractionDigits: 2,
  }).format(invoice.total / 100);
}

/** The doctor's payments, newest first, each with its tax invoice to download. */
export function BillingHistory() {
  const { data } = useListInvoicesQuery();
  const invoices = data?.invoices ?? [];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="billing-history-heading">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="billing-history-heading">
          {INVOICE_MESSAGES.historyTitle}
        </Title>
        {invoices.length === 0 ? (
          <Text size="sm" c="gray.7">
            {INVOICE_MESSAGES.historyEmpty}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Date</Table.Th>
                  <Table.Th scope="col">Invoice</Table.Th>
                  <Table.Th scope="col">Description</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Amount
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.map((invoice) => (
                  <Table.Tr key={invoice.invoiceNumber}>
                    <Table.Td>{displayDateOfInstant(invoice.issuedAt)}</Table.Td>
                    <Table.Td>
                      <Anchor
                        href={`/api/payment/invoices/pdf?invoiceNumber=${encodeURIComponent(invoice.invoiceNumber)}`}
                        download
                        aria-label={INVOICE_MESSAGES.download(invoice.invoiceNumber)}
                      >
                        {invoice.invoiceNumber} (PDF)
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{invoice.description}</Table.Td>
                    <Table.Td ta="right">{moneyOf(invoice)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
