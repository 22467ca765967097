import { describe, expect, it } from 'vitest';
import { appointmentAmounts, parsePercentToPpm, ppmToPercentInput } from './money';

describe('appointment amounts in cents', () => {
  it('adds the services, rounds the tax on their total, then adds fee and tip', () => {
    // 40.00 + 25.00 at 14.975 %: 9.73375 of tax rounds to 9.73.
    expect(appointmentAmounts({ servicePrices: [4000, 2500], taxRatePpm: 149_750, bookingFee: 250, tip: 500 })).toEqual({
      service_total: 6500,
      tax: 973,
      booking_fee: 250,
      tip: 500,
      total: 8223,
    });
    // Half a cent rounds up: 10.00 at 5.005 % is 0.5005 -> 0.50; 0.10 at 5 % is 0.005 -> 0.01.
    expect(appointmentAmounts({ servicePrices: [1000], taxRatePpm: 50_050, bookingFee: 0, tip: 0 }).tax).toBe(50);
    expect(appointmentAmounts({ servicePrices: [10], taxRatePpm: 50_000, bookingFee: 0, tip: 0 }).tax).toBe(1);
    expect(appointmentAmounts({ servicePrices: [], taxRatePpm: 149_750, bookingFee: 0, tip: 0 }).total).toBe(0);
  });

  it('shows a ppm rate as a percent with 3 decimals and reads one back', () => {
    expect(ppmToPercentInput(149_750)).toBe('14.975');
    expect(ppmToPercentInput(0)).toBe('0.000');
    expect(parsePercentToPpm('14.975')).toBe(149_750);
    expect(parsePercentToPpm(' 5 %')).toBe(50_000);
    expect(parsePercentToPpm('100')).toBe(1_000_000);
    expect(parsePercentToPpm('abc')).toBeNull();
    expect(parsePercentToPpm('-3')).toBeNull();
    expect(parsePercentToPpm('')).toBeNull();
  });
});
