import type { Meta, StoryObj } from '@storybook/react-vite';
import { WEEK_DAYS } from '@rendezvous/domain';
import { fn } from 'storybook/test';
import { DaysEditor, defaultDay, type BusinessDayLimit, type EditableDay } from './DaysEditor';

const businessDays: BusinessDayLimit[] = WEEK_DAYS.map((day) => ({
  ...defaultDay(day),
  is_active: day === 'sunday' ? 0 : 1,
}));

const consultantDays: EditableDay[] = WEEK_DAYS.map((day) => ({
  ...defaultDay(day),
  work_start_time: '10:00',
  work_end_time: '16:00',
}));

const meta = {
  title: 'Forms/DaysEditor',
  component: DaysEditor,
  args: { days: [], onChange: fn(), onSave: fn() },
} satisfies Meta<typeof DaysEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new business: every day open 09:00-17:00 with a break 13:00-13:30. */
export const DefaultWeek: Story = {};

/** A day whose break ends after work: the rule's message shows and Save is disabled. */
export const InvalidDay: Story = {
  args: {
    days: [{ ...defaultDay('monday'), break_start_time: '16:00', break_end_time: '18:00' }],
  },
};

/** A consultant's hours: Sunday is closed for the business, choices stay within 09:00-17:00. */
export const ConsultantWithinBusinessHours: Story = {
  args: { days: consultantDays, businessDays },
};

/** On a phone. */
export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ maxWidth: 390 }}>{Story()}</div>],
};
