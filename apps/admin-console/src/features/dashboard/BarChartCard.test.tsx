import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render';
import BarChartCard, { countTicks } from './BarChartCard';

describe('the count axis', () => {
  it('counts in whole, round steps up to the first tick at or above the largest count', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(12)).toEqual([0, 5, 10, 15]);
    expect(countTicks(40)).toEqual([0, 10, 20, 30, 40]);
    expect(countTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });
});

describe('BarChartCard', () => {
  it('draws a bar per month, as tall as its count against the top tick, named by its figures', async () => {
    const series = [
      { month: '2026-09', count: 3 },
      { month: '2026-10', count: 0 },
      { month: '2026-11', count: 12 },
    ];
    const { container } = renderWithRouter(
      <BarChartCard title="Monthly Appointments" unit="appointments" series={series} />,
    );
    expect(
      await screen.findByRole('img', { name: 'Monthly Appointments, last 3 months: Sep 26 3, Oct 26 0, Nov 26 12.' }),
    ).toBeInTheDocument();
    const height = (month: string) =>
      (container.querySelector(`[data-month="${month}"]`) as HTMLElement).style.height;
    // The axis goes to 15 (0, 5, 10, 15).
    expect([height('2026-09'), height('2026-10'), height('2026-11')]).toEqual(['20%', '0%', '80%']);
    // Under each bar, its month; the year is in the summary.
    expect(screen.getByText('Nov')).toBeInTheDocument();
  });
});
