import { MantineProvider } from '@mantine/core';
import { REPORT_FLAG_LABELS, REPORT_FLAGS, type ReportItemCheck } from '@medi/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckedItems } from './CheckedItems';

const flagged = (flag: ReportItemCheck['flag'], index: number): ReportItemCheck => ({
  id: `medication:${index}`,
  kind: 'medication',
  label: `Medicine ${index}`,
  evidence: [],
  flag,
  flagDetail: `Why ${index}`,
});

describe('CheckedItems', () => {
  it('shows every flag in the doctor’s words, with its particulars and the doctor’s choices', () => {
    const items = REPORT_FLAGS.map((flag, index) => flagged(flag, index));
    render(
      <MantineProvider env="test">
        <CheckedItems items={items} busy={false} onKeep={vi.fn()} onEdit={vi.fn()} onRemove={vi.fn()} />
      </MantineProvider>,
    );
    const rows = screen.getAllByTestId('checked-item');
    expect(rows).toHaveLength(REPORT_FLAGS.length);
    REPORT_FLAGS.forEach((flag, index) => {
      const row = within(rows[index]);
      expect(rows[index].dataset.flagged).toBe('true');
      expect(row.getByText(REPORT_FLAG_LABELS[flag])).toBeTruthy();
      expect(row.getByText(`Why ${index}`)).toBeTruthy();
      expect(row.getByRole('button', { name: 'Keep' })).toBeTruthy();
      expect(row.getByRole('button', { name: 'Remove' })).toBeTruthy();
    });
  });
});
