import { describe, expect, it } from 'vitest';
import {
  BusinessDaysInputSchema,
  ConsultantServiceFormSchema,
  DayMessages,
  consultantServiceFormFrom,
  consultantServiceFormToInput,
  isConsultantDayEditable,
  toDayInput,
  validateDayTimes,
} from './consultant';
import { DEFAULT_BUSINESS_DAY } from './constants';
import type { Service } from './service';
import { messagesOf } from './test-helpers';

const day = { ...DEFAULT_BUSINESS_DAY } as {
  is_active: number;
  work_start_time: string;
  work_end_time: string;
  has_breaks: number;
  break_start_time: string | null;
  break_end_time: string | null;
};

describe('validateDayTimes', () => {
  it('accepts the default business day (09:00-17:00, break 13:00-13:30)', () => {
    expect(validateDayTimes(day)).toBeNull();
  });

  it('needs the work start before the work end', () => {
    const expected = {
      field: 'work_end_time',
      message:
        'The work hours are invalid. Make sure the start work time is before the end work time.',
    };
    expect(validateDayTimes({ ...day, work_start_time: '17:00', work_end_time: '09:00' })).toEqual(
      expected,
    );
    expect(validateDayTimes({ ...day, work_end_time: '09:00' })).toEqual(expected);
  });

  it('needs the break start before the break end', () => {
    expect(
      validateDayTimes({ ...day, break_start_time: '14:00', break_end_time: '13:30' }),
    ).toEqual({
      field: 'break_end_time',
      message:
        'The break hours are invalid. Make sure the start break time is before the end break time.',
    });
  });

  it('needs the work start before the break start', () => {
    expect(
      validateDayTimes({ ...day, break_start_time: '09:00', break_end_time: '09:30' }),
    ).toEqual({
      field: 'break_start_time',
      message:
        'The break hours are invalid. Make sure the start work time is before the start break time.',
    });
  });

  it('needs the break end before the work end', () => {
    expect(
      validateDayTimes({ ...day, break_start_time: '16:30', break_end_time: '17:00' }),
    ).toEqual({
      field: 'break_end_time',
      message:
        'The break hours are invalid. Make sure the end break time is before the end work time.',
    });
  });

  it('ignores break times on a day without breaks, and wants them on a day with breaks', () => {
    expect(
      validateDayTimes({
        ...day,
        has_breaks: 0,
        break_start_time: '20:00',
        break_end_time: '08:00',
      }),
    ).toBeNull();
    expect(validateDayTimes({ ...day, break_start_time: null })).toEqual({
      field: 'break_start_time',
      message: DayMessages.breakTimesRequired,
    });
  });

  it('checks the times of a closed day too', () => {
    expect(validateDayTimes({ ...day, is_active: 0, work_end_time: '08:00' })?.message).toBe(
      DayMessages.workHours,
    );
  });

  it('keeps a consultant day inside the business hours of an open day', () => {
    expect(
      validateDayTimes({ ...day, work_start_time: '10:00', work_end_time: '16:00' }, day),
    ).toBeNull();
    expect(validateDayTimes({ ...day, work_start_time: '08:00' }, day)).toEqual({
      field: 'work_start_time',
      message: DayMessages.outsideBusinessHours,
    });
    expect(validateDayTimes({ ...day, work_end_time: '18:00' }, day)).toEqual({
      field: 'work_end_time',
      message: DayMessages.outsideBusinessHours,
    });
    expect(validateDayTimes(day, { ...day, is_active: 0 })).toEqual({
      field: 'work_start_time',
      message: DayMessages.businessDayClosed,
    });
    expect(validateDayTimes({ ...day, is_active: 0 }, { ...day, is_active: 0 })).toBeNull();
  });
});

describe('isConsultantDayEditable', () => {
  it('follows the business day', () => {
    expect(isConsultantDayEditable({ is_active: 1 })).toBe(true);
    expect(isConsultantDayEditable({ is_active: 0 })).toBe(false);
    expect(isConsultantDayEditable(undefined)).toBe(false);
  });
});

describe('BusinessDaysInputSchema', () => {
  it('reports a day rule on the field it concerns', () => {
    expect(
      messagesOf(BusinessDaysInputSchema, {
        days: [{ ...day, day: 'monday', work_end_time: '08:00' }],
      }),
    ).toEqual({ 'days.0.work_end_time': [DayMessages.workHours] });
  });

  it('refuses a week that lists a day twice', () => {
    expect(
      messagesOf(BusinessDaysInputSchema, {
        days: [
          { ...day, day: 'monday' },
          { ...day, day: 'monday' },
        ],
      }),
    ).toEqual({ days: ['Each day may appear only once'] });
  });
});

const service: Service = {
  id: 4,
  name: 'Haircut',
  price: 4500,
  show_price: true,
  description: 'Wash and cut',
  image_url: null,
  service_category_id: 1,
  appointment_length_decider: 'business',
  appointment_length: 30,
  minimum_appointment_length: 30,
  maximum_appointment_length: 60,
  is_subscription: false,
  subscription_period_id: null,
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  business_id: 1,
};

describe('toDayInput', () => {
  const hours = {
    day: 'monday' as const,
    is_active: 1 as const,
    work_start_time: '09:00',
    work_end_time: '17:00',
    has_breaks: 1 as const,
    break_start_time: '12:00',
    break_end_time: '12:30',
  };
  const saved = { id: 7, business_id: 1, consultant_id: 3, ...hours };

  it('keeps only the hour fields of a saved day, which the days body accepts', () => {
    const input = toDayInput(saved);
    expect(input).toEqual(hours);
    expect(BusinessDaysInputSchema.safeParse({ days: [input] }).success).toBe(true);
  });

  it('drops the break times of a day without a break, so a hidden break cannot be refused', () => {
    // The editor keeps the last break times while the break is switched off; they may even be
    // outside the day's new hours, which the server would refuse on a day with a break.
    const input = toDayInput({ ...saved, has_breaks: 0, work_end_time: '11:00' });
    expect(input).toMatchObject({ has_breaks: 0, break_start_time: null, break_end_time: null });
    expect(BusinessDaysInputSchema.safeParse({ days: [input] }).success).toBe(true);
  });
});

describe('consultant services', () => {
  it('start from the business service with every "use business value" switch on', () => {
    expect(consultantServiceFormFrom(service)).toMatchObject({
      service_id: 4,
      price: '45.00',
      description: 'Wash and cut',
      use_business_price: true,
      use_business_description: true,
      use_business_appointment_length: true,
    });
  });

  it('require price and description only where the business value is not used', () => {
    const form = { ...consultantServiceFormFrom(service), price: '', description: '' };
    expect(ConsultantServiceFormSchema.safeParse(form).success).toBe(true);
    expect(
      messagesOf(ConsultantServiceFormSchema, {
        ...form,
        use_business_price: false,
        use_business_description: false,
      }),
    ).toEqual({
      price: ['Service price is required'],
      description: ['Service description is required'],
    });
    expect(
      messagesOf(ConsultantServiceFormSchema, { ...form, use_business_price: false, price: 'abc' }),
    ).toEqual({
      price: ['Service price must be a valid amount'],
    });
  });

  it('send the price in cents', () => {
    const form = {
      ...consultantServiceFormFrom(service),
      price: '50.5',
      use_business_price: false,
    };
    expect(consultantServiceFormToInput(form, 9)).toMatchObject({
      consultant_id: 9,
      price: 5050,
      description: null,
    });
    expect(
      consultantServiceFormToInput(
        { ...form, use_business_description: false, description: ' Mine ' },
        9,
      ).description,
    ).toBe('Mine');
  });
});
