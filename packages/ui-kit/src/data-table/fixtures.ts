import type { AppointmentStatus } from '@rendezvous/domain';

/** A row shaped like the appointments list, shared by the table's stories and tests. */
export interface AppointmentRow {
  id: number;
  customer: string;
  date: string;
  start_time: string;
  total: number;
  status: AppointmentStatus;
}

const names = ['Ava Tremblay', 'Liam Gagnon', 'Olivia Roy', 'Noah Côté', 'Emma Bouchard', 'William Gauthier'];
const statuses: AppointmentStatus[] = ['active', 'completed', 'cancelled', 'missed'];

export function makeAppointments(count: number, offset = 0): AppointmentRow[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + offset;
    return {
      id: n + 1,
      customer: names[n % names.length] ?? 'Guest',
      date: `2025/03/${String((n % 28) + 1).padStart(2, '0')}`,
      start_time: `${String(9 + (n % 8)).padStart(2, '0')}:30`,
      total: 4500 + n * 250,
      status: statuses[n % statuses.length] ?? 'active',
    };
  });
}
