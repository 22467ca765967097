import { Input, RangeSlider, SegmentedControl, Slider } from '@mantine/core';
import {
  formatMinutes,
  SERVICE_LENGTH,
  SERVICE_RANGE,
  type AppointmentLengthDecider,
} from '@rendezvous/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface AppointmentLengths {
  appointment_length_decider: AppointmentLengthDecider;
  appointment_length: number;
  minimum_appointment_length: number;
  maximum_appointment_length: number;
}

export interface AppointmentLengthFieldsProps {
  value: AppointmentLengths;
  onChange: (patch: Partial<AppointmentLengths>) => void;
  /** Field messages (the length, or the range's ends). */
  errors?: Partial<Record<keyof AppointmentLengths, string | undefined>>;
  disabled?: boolean;
  /** @default 'Who decides the appointment length' */
  deciderLabel?: string;
}

/**
 * Who decides an appointment's length and the length itself: one fixed length (15 min to 6 h,
 * by 15 min) when the business decides, a range (15 min to 8 h) when the customer does.
 * Lengths read as hours and minutes.
 */
export function AppointmentLengthFields({
  value,
  onChange,
  errors = {},
  disabled,
  deciderLabel,
}: AppointmentLengthFieldsProps) {
  const { t } = useTranslation('ui');
  const deciderLabelId = useId();
  return (
    <>
      <Input.Wrapper label={deciderLabel ?? t('length.decider')} id={deciderLabelId}>
        <SegmentedControl
          aria-labelledby={deciderLabelId}
          fullWidth
          disabled={disabled}
          value={value.appointment_length_decider}
          data={[
            { value: 'business', label: t('length.fixed') },
            { value: 'customer', label: t('length.customer') },
          ]}
          onChange={(decider) =>
            onChange({ appointment_length_decider: decider as AppointmentLengthDecider })
          }
        />
      </Input.Wrapper>
      {value.appointment_length_decider === 'business' ? (
        <Input.Wrapper
          label={t('length.value', { length: formatMinutes(value.appointment_length) })}
          error={errors.appointment_length}
        >
          <Slider
            thumbLabel={t('length.thumb')}
            min={SERVICE_LENGTH.min}
            max={SERVICE_LENGTH.max}
            step={SERVICE_LENGTH.step}
            disabled={disabled}
            value={value.appointment_length}
            label={formatMinutes}
            onChange={(minutes) => onChange({ appointment_length: minutes })}
            mb="md"
          />
        </Input.Wrapper>
      ) : (
        <Input.Wrapper
          label={t('length.range', {
            min: formatMinutes(value.minimum_appointment_length),
            max: formatMinutes(value.maximum_appointment_length),
          })}
          error={errors.minimum_appointment_length ?? errors.maximum_appointment_length}
        >
          <RangeSlider
            thumbFromLabel={t('length.shortest')}
            thumbToLabel={t('length.longest')}
            min={SERVICE_RANGE.min}
            max={SERVICE_RANGE.max}
            step={SERVICE_RANGE.step}
            minRange={0}
            disabled={disabled}
            value={[value.minimum_appointment_length, value.maximum_appointment_length]}
            label={formatMinutes}
            onChange={([min, max]) =>
              onChange({ minimum_appointment_length: min, maximum_appointment_length: max })
            }
            mb="md"
          />
        </Input.Wrapper>
      )}
    </>
  );
}
